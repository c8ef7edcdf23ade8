import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';

/** What the bench runs against and how hard: shared by the run (run-bench.ts) and its report (results-report.ts). */
export const SETTINGS = {
  /** Monday 16 November 2026, 8:00 AM at the schools (America/Los_Angeles, PST). */
  testNow: '2026-11-16T16:00:00.000Z',
  schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
  parents: 50,
  /** Every n-th parent sends the same checkout twice at once (a double click). */
  doubleSubmitEvery: 5,
  readConcurrency: 32,
  readSeconds: 15,
  /** The reading time is split into this many rounds, floor, gateway and direct taking turns. */
  readRounds: 3,
  warmupSeconds: 5,
  seedConcurrency: 8,
};

export /** The goals, each printed beside its figure. */
const GOALS = {
  gatewayOverFloor: 0.5,
  gatewayOverDirect: 1.0,
  gatewayP99OverFloorP99: 2,
  directOverFloor: 0.25,
  rushParents: 10_000,
  rushSeconds: 60,
  rushP99Ms: 100,
  peakParents: 15_000,
  peakP99Ms: 250,
  /** At the rush's rate, CPU a checkout costs in the servers' process and in PostgreSQL. */
  rushNodeCpuMs: 2.5,
  rushPostgresCpuMs: 2,
  /** A signed-in read through the gateway against the same read sent straight to the subgraphs. */
  signedInOverDirect: 0.5,
  clusterP99Ms: 250,
  soakMemoryGrowth: 0.1,
  mailP99Ms: 200,
  /** An unchanged second `npm start`, from the command to a 200 from /readyz (embedded default). */
  startSeconds: 8,
};

/** The read sent straight to the menu subgraph, the same items the gateway's REST read answers. */
export const ACTIVE_MENU_QUERY =
  '{ activeWeeklyMenuItems { id weekStartDate weekEndDate dayOfWeek menuItem description price calories imageUrl isActive allergens dietTags nutrition { protein carbohydrates fat sodium } } }';
