// First: the libraries' production mode and the log level, before any module below reads them.
import './production-mode.ts';
import './log-level.ts';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import * as prettier from 'prettier';
import { isOrderable, menuWeekMondayAt, VIEWABLE_WEEK_OFFSETS } from '@lunchbox/domain/menu-week';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { weekDates, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { ApiClient, type ApiResponse } from '../test/http-client.ts';
import { LoadGenerator, summarise, type PlannedRequest } from './load-generator.ts';
import { combineRounds, wrkRound, type WrkRound } from './wrk.ts';
import { parseArgs } from 'node:util';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import { clusterRushSteps, measureMailLatency, startBenchCluster } from './cluster-bench.ts';
import { startFloor } from './floor.ts';
import { profiledWhen } from './process-cpu.ts';
import { checkoutRequest, countLunches, lunchPlanOf, plannedCheckout, runRush, seedRushParents, type RushFigures } from './rush.ts';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { exitCodeFor, lunchProblems } from './verdict.ts';
import { buildWebApp, measureWeb, renderWebSection, webSectionOf, withWebSection, type SignedInPage, type WebFigures } from './web-bench.ts';
import { busySchoolPages as pagesOf, seedBusySchool } from './web-seed.ts';
import { countRoundTrips } from './round-trips.ts';
import { measureSignedInReads } from './signed-in-reads.ts';
import { ACTIVE_MENU_QUERY, GOALS, SETTINGS } from './bench-settings.ts';
import { commandOutput, describeStart, ms, rate, ratio, renderReport, type Figures, type ReadSummary } from './results-report.ts';
import { measureStart, type StartFigures } from './start-time.ts';
import type { RunningSystem } from '../system.ts';

/**
 * `npm run bench` (plain `node`, stripping types itself as the containers do: under tsx every
 * `require` a library makes while serving, such as Apollo's per-request hash, went through tsx's
 * resolver hooks and cost a read 4 % more than in production): first the README's `npm start`, three
 * times on unchanged sources, timed to healthy (start-time.ts); then the embedded default in this process (its own embedded PostgreSQL in a temporary
 * DATA_DIR, the in-process bus), seeded through the public REST API, then measured:
 *  1. reads of the active weekly menu through the gateway (REST) and straight from the menu subgraph
 *     (the same GraphQL query), with the same client, concurrency and bounds;
 *  2. a checkout burst: every parent checks out five lunches at the same moment, some twice with the
 *     same checkoutId; then the database is counted for lost and duplicated lunches.
 *  3. the web app on a phone: Lighthouse's mobile audit of four pages and the JavaScript '/' needs
 *     (web-bench.ts), against a fresh production build of the web app.
 * It asserts nothing about time; it fails (exit code 1) only when a lunch is lost or duplicated or
 * the run itself breaks. Figures go to the console and to infra/bench/results.md.
 * `npm run bench -- web` runs the web section alone and replaces only that part of results.md.
 *  4. a rolling restart of the local cluster under load (deploy-bench.ts, issue 29 §1), last, in a
 *     process of its own once everything above has stopped: p50/p99 before, during and after the
 *     deploy, failed requests, lost and doubled lunches and e-mails, beside the goals.
 * `npm run bench -- deploy [--checkouts=30] [--reads=300]` runs it alone and replaces only its section.
 */

/**
 * `npm run bench -- [web|deploy] [--no-web] [--only=start,reads,signed-in,burst,rush,peak,soak,cluster,web,deploy] [--rush-parents=N] [--rush-seconds=S] [--peak-parents=N] [--seed=N] [--cpu-profile=PREFIX]`:
 * `start` times the README's `npm start` (start-time.ts) before anything else runs;
 * `web` runs only the web section and writes it into results.md; `--only` runs the named parts and
 * prints their figures without writing results.md; the rush defaults to the goal's 10,000 parents in 60 s and the peak rush to 15,000 in the same seconds;
 * `--cluster-rates=2,5,…` names the cluster rush's steps (empty: only its e-mail latency);
 * `--rush-cold-sessions` leaves out the signed-in request each rush parent makes first, so every checkout
 * is its session's first request; `--cpu-profile` writes a V8 CPU profile of the servers' process over the rush (and soak) to PREFIX.rush.cpuprofile, and of one extra, unmeasured gateway and direct read round to PREFIX.reads-gateway.cpuprofile and PREFIX.reads-direct.cpuprofile.
 */
const { values: flags, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    'no-web': { type: 'boolean', default: false },
    'rush-parents': { type: 'string', default: '10000' },
    'rush-seconds': { type: 'string', default: '60' },
    'peak-parents': { type: 'string', default: '15000' },
    seed: { type: 'string', default: '20261116' },
    'cpu-profile': { type: 'string' },
    'rush-cold-sessions': { type: 'boolean', default: false },
    only: { type: 'string' },
    'cluster-rates': { type: 'string' },
    // The deploy bench's own (deploy-bench.ts).
    checkouts: { type: 'string' },
    reads: { type: 'string' },
  },
});
const PARTS = ['start', 'reads', 'signed-in', 'burst', 'rush', 'peak', 'soak', 'cluster', 'web', 'deploy'] as const;
/** The parts measured on the embedded system this process starts. */
const SYSTEM_PARTS = PARTS.filter((part) => part !== 'start' && part !== 'deploy');
const only = flags.only === undefined ? null : new Set(flags.only.split(',').map((part) => part.trim()));
for (const part of only ?? []) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only takes ${PARTS.join(', ')}; got ${part}`);
const OPTIONS = {
  webOnly: positionals.includes('web'),
  web: !flags['no-web'],
  rush: {
    parents: Number(flags['rush-parents']),
    seconds: Number(flags['rush-seconds']),
    seed: Number(flags.seed),
    coldSessions: flags['rush-cold-sessions'],
  },
  /** The peak rush: more parents in the rush's seconds. */
  peakParents: Number(flags['peak-parents']),
  only,
};
type Part = (typeof PARTS)[number];
/** Whether this run measures the part (every part unless --only names others). */
const runs = (part: Part) => OPTIONS.only === null || OPTIONS.only.has(part);

/** The cluster part: `npm run cluster` started by the bench, its e-mail latency and its rush at rising rates. */
const CLUSTER = {
  /** Checkouts sent one at a time for the e-mail latency, after a few not counted. */
  mailCheckouts: 100,
  mailWarmUp: 3,
  /** Checkouts per second of each rush step, each step with parents of its own, until one misses the p99 goal. */
  rushRates:
    flags['cluster-rates'] === undefined
      ? [2, 5, 10, 15, 20, 30, 40, 60, 80, 120, 160]
      : flags['cluster-rates']
          .split(',')
          .filter((rate) => rate.trim() !== '')
          .map(Number),
  rushStepSeconds: 10,
};

const ADMIN = { username: 'bench-admin', password: 'bench-admin-pass-1', email: 'bench-admin@lunchbox.test' };
const CAPTCHA = 'Bench7';
const DISHES = ['Veggie Pasta', 'Chicken Wrap', 'Fish Tacos', 'Mac and Cheese', 'Pizza Friday'];
const PRICES = ['5.50', '6.25', '6.00', '5.00', '6.50'];
const SCHOOLS = ['Sutter Elementary', 'Bucher Middle School', 'Stratford Pomeroy'];

interface MenuItem {
  id: number;
  weekStartDate: string;
  dayOfWeek: string;
  menuItem: string;
  price: string;
}

interface Parent {
  person: Person;
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  child: { id: number; name: string; school: string; grade: string; teacher: string };
}

interface CheckoutAnswer {
  checkoutId: string;
  replayed: boolean;
  orders: Array<{ id: number }>;
}

/**
 * A browser: a cookie jar and an address of its own (the gateway trusts the loopback proxy's
 * X-Forwarded-For, so each parent has a registration rate-limit budget of their own, as on the internet).
 */
class Person extends ApiClient {
  readonly address: string;

  constructor(baseUrl: string, address: string) {
    super(baseUrl);
    this.address = address;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same default as ApiClient's own signature
  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

/** 198.18.0.0/15 is the address block set aside for benchmarks (RFC 2544). */
function benchAddress(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function expectStatus(response: ApiResponse, status: number, what: string): void {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
}

/** Runs fn over items with at most `limit` at a time, keeping the order of the results. */
async function inBatches<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const loop = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, loop));
  return results;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The menu weeks a parent can look at on the pinned clock, and the one whose five weekdays are all still orderable. */
function planWeeks(now: Date) {
  const mondays = VIEWABLE_WEEK_OFFSETS.map((offset) => menuWeekMondayAt(offset, now, SETTINGS.schoolTimeZone));
  const orderable = mondays.map((monday) => weekDates(monday).filter((date) => isOrderable(date, now, seededSchoolClock(SETTINGS.schoolTimeZone))));
  // The week with the most orderable weekdays, the earlier one on a tie (five lunches when a whole week is open).
  let best = 0;
  for (let index = 1; index < mondays.length; index += 1) if (orderable[index]!.length > orderable[best]!.length) best = index;
  return { mondays, burstMonday: mondays[best]!, burstDates: orderable[best]! };
}

/** The administrator's menu for both viewable weeks, five dishes each, through the REST API. */
async function seedMenu(admin: Person, mondays: string[]): Promise<MenuItem[]> {
  const menu: MenuItem[] = [];
  for (const monday of mondays) {
    const dates = weekDates(monday);
    for (const [day, dayOfWeek] of WEEKDAYS.entries()) {
      const response = await admin.post<MenuItem>('/api/weekly-menu', {
        weekStartDate: dates[0],
        weekEndDate: dates[4],
        dayOfWeek,
        menuItem: DISHES[day],
        description: `${DISHES[day]}, freshly made`,
        price: PRICES[day],
        calories: '350-450',
      });
      expectStatus(response, 201, `menu item ${monday} ${dayOfWeek}`);
      menu.push(response.body);
    }
  }
  return menu;
}

const resultsFile = fileURLToPath(new URL('./results.md', import.meta.url));

async function formatted(markdown: string): Promise<string> {
  // Formatted as `npm run format` would, so the generated file stays as the repository's style has it.
  return prettier.format(markdown, { ...(await prettier.resolveConfig(resultsFile)), filepath: resultsFile });
}

function webSection(figures: WebFigures, loadAtStart: number): string {
  const nproc = Number(commandOutput('nproc', []) ?? os.availableParallelism());
  return renderWebSection(figures, { writtenAt: new Date().toISOString(), loadAtStart, loadAtEnd: os.loadavg()[0]!, nproc });
}

/** The signed-in pages of issue 34 section 1, on a database filled like a busy school (web-seed.ts). */
async function busySchoolPages(
  seed: Omit<Parameters<typeof seedBusySchool>[0], 'sessionCookie' | 'adminUsername' | 'timeZone' | 'now'>,
): Promise<SignedInPage[]> {
  const school = await seedBusySchool({
    ...seed,
    sessionCookie: SESSION_COOKIE,
    adminUsername: ADMIN.username,
    timeZone: SETTINGS.schoolTimeZone,
    now: new Date(SETTINGS.testNow),
  });
  return pagesOf(school);
}

/** `npm run bench -- web`: only the web section, written into results.md in place of the previous one. */
async function benchWebOnly(baseUrl: string, webDist: string, log: (line: string) => void, loadAtStart: number, signedIn: SignedInPage[]): Promise<number> {
  const figures = await measureWeb(baseUrl, webDist, log, signedIn);
  const existing = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const report = await formatted(withWebSection(existing, webSection(figures, loadAtStart)));
  console.log(`\n${report}`);
  writeFileSync(resultsFile, report);
  log('wrote the web section of infra/bench/results.md');
  return 0;
}

/** What the parts measured on the embedded system share: the system, its database, the load generator and the admin's menu. */
interface Bench {
  system: RunningSystem;
  menuServiceUrl: string;
  observer: ReturnType<typeof observerPool>;
  load: LoadGenerator;
  dataDir: string;
  /** Where the web app the system serves was built (when this run measures the web). */
  webDist: string;
  now: Date;
  mondays: string[];
  burstMonday: string;
  burstDates: string[];
  admin: Person;
  menu: MenuItem[];
  log: (line: string) => void;
  /** What the bench stops when it ends, last first. */
  stops: Array<() => Promise<void>>;
}

/** The bench once its parents are registered and ordering knows them. */
interface SeededBench extends Bench {
  parents: Parent[];
  childIds: number[];
  itemFor: (date: string) => MenuItem;
  /** The orderable week's lunches, one a day. */
  burstLunches: Array<{ lunchDate: string; item: MenuItem }>;
  untilOrderingKnows: (childIds: number[]) => Promise<void>;
}

/** The menu item of a date among the menu weeks' items. */
function itemIn(items: MenuItem[], mondays: string[], date: string): MenuItem {
  const monday = mondays.find((candidate) => weekDates(candidate).includes(date));
  const dayOfWeek = WEEKDAYS[weekDates(monday!).indexOf(date)];
  return items.find((item) => item.weekStartDate === monday && item.dayOfWeek === dayOfWeek)!;
}

/** `npm start` (start-time.ts), before anything else: the servers the other parts start would share the cores with it. */
async function benchStart(log: (line: string) => void): Promise<StartFigures> {
  const start = await measureStart(log);
  log(
    `unchanged second npm start healthy: ${describeStart(start)} (goal ≤ ${GOALS.startSeconds} s: ${start.medianSeconds <= GOALS.startSeconds ? 'met' : 'not met'})`,
  );
  return start;
}

/** The web app built when this run measures it, the embedded system in this process on DATA_DIR, and the admin's menu for both viewable weeks. */
async function startBench(dataDir: string, log: (line: string) => void, stops: Bench['stops']): Promise<Bench> {
  const { startSystem } = await import('../system.ts');
  countRoundTrips();
  const now = new Date(SETTINGS.testNow);
  const { mondays, burstMonday, burstDates } = planWeeks(now);
  const webDist = path.join(dataDir, 'web-dist');
  if ((OPTIONS.web && runs('web')) || OPTIONS.webOnly) {
    log('building the web app (production build, served to Lighthouse)');
    buildWebApp(webDist);
  }
  log(`starting the embedded system (DATA_DIR ${dataDir}, TEST_NOW ${SETTINGS.testNow})`);
  const system = await startSystem({
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      LOG_LEVEL: 'warn',
      TEST_NOW: SETTINGS.testNow,
      SCHOOL_TIMEZONE: SETTINGS.schoolTimeZone,
      WEB_DIST: webDist,
    },
  });
  stops.push(() => system.stop());
  const menuServiceUrl = system.services.find((service) => service.name === 'menu')?.url;
  if (!menuServiceUrl) throw new Error('the system has no menu service');
  const observer = observerPool(system.databaseUrl, 2);
  stops.push(() => observer.end());
  const load = await LoadGenerator.start();
  stops.push(() => load.stop());
  log(`gateway ${system.url}, menu subgraph ${menuServiceUrl}`);

  // The admin's menu for both viewable weeks; the parents come after a web-only run has returned (seedParents).
  const admin = new Person(system.url, benchAddress(1000));
  expectStatus(await admin.post('/api/login', { username: ADMIN.username, password: ADMIN.password }), 200, 'admin login');
  const menu = await seedMenu(admin, mondays);
  return { system, menuServiceUrl, observer, load, dataDir, webDist, now, mondays, burstMonday, burstDates, admin, menu, log, stops };
}

/** The signed-in pages of the web part, on a busy school seeded for them. */
function seedSignedIn({ log, observer, dataDir, admin, menu, mondays, burstDates }: Bench): Promise<SignedInPage[]> {
  log('seeding a busy school for the signed-in pages');
  return busySchoolPages({
    pool: observer,
    privateKey: loadOrCreateKeyPair(dataDir).privateKey,
    adminPost: (apiPath, body) => admin.post(apiPath, body),
    menu,
    mondays,
    orderableDates: burstDates,
  });
}

/** The burst's parents, each registered with one child through the public API, once ordering knows them all. */
async function seedParents(bench: Bench): Promise<SeededBench> {
  const { system, observer, menu, mondays, burstDates, log } = bench;
  const itemFor = (date: string) => itemIn(menu, mondays, date);
  const parents = await inBatches(
    Array.from({ length: SETTINGS.parents }, (_, index) => index),
    SETTINGS.seedConcurrency,
    async (index): Promise<Parent> => {
      const person = new Person(system.url, benchAddress(index));
      const username = `bench${index}${randomUUID().slice(0, 6)}`;
      const fields = {
        username,
        email: `${username}@example.test`,
        password: 'bench-pass-1',
        fullName: `Parent ${index}`,
        phone: `555-010-${String(index).padStart(4, '0')}`,
      };
      const captcha = await person.get('/api/captcha');
      expectStatus(captcha, 200, 'captcha');
      const registered = await person.post('/api/register', {
        ...fields,
        captchaId: captcha.body.captchaId,
        captchaAnswer: CAPTCHA,
        expectedCaptcha: CAPTCHA,
      });
      expectStatus(registered, 201, `register ${username}`);
      const school = SCHOOLS[index % SCHOOLS.length]!;
      const child = await person.post('/api/child-profile', {
        name: `Kid ${index}`,
        school,
        grade: String((index % 6) + 1),
        teacher: `Room ${(index % 9) + 1}`,
        userId: registered.body.id,
      });
      expectStatus(child, 201, `child of ${username}`);
      return { person, userId: registered.body.id, fullName: fields.fullName, email: fields.email, phone: fields.phone, child: child.body };
    },
  );
  log(`seeded ${menu.length} menu items (weeks of ${mondays.join(', ')}) and ${parents.length} parents with one child each`);

  // Ordering learns children and menu items from identity's and menu's events: wait until its read models have them all.
  const itemIds = menu.map((item) => item.id);
  const untilOrderingKnows = async (childIds: number[]) => {
    await system.flushOutboxes();
    // On a busy machine the events take their time: give up only when ordering stops learning for a minute.
    let known = -1;
    let deadline = 0;
    for (;;) {
      const children = await observer.query('select count(*)::int as n from ordering.children where child_id = any($1) and not deleted', [childIds]);
      const items = await observer.query('select count(*)::int as n from ordering.menu_items where item_id = any($1) and not deleted', [itemIds]);
      if (children.rows[0].n === childIds.length && items.rows[0].n === itemIds.length) return;
      if (children.rows[0].n + items.rows[0].n !== known) {
        known = children.rows[0].n + items.rows[0].n;
        deadline = Date.now() + 60_000;
      }
      if (Date.now() > deadline) throw new Error(`ordering learned ${children.rows[0].n} of ${childIds.length} children and stopped`);
      await sleep(25);
    }
  };
  const childIds = parents.map((parent) => parent.child.id);
  await untilOrderingKnows(childIds);
  log('ordering knows every child and menu item');
  const burstLunches = burstDates.map((lunchDate) => ({ lunchDate, item: itemFor(lunchDate) }));
  return { ...bench, parents, childIds, itemFor, burstLunches, untilOrderingKnows };
}

/** Reads: the same answer both ways, then warm-up and the measured runs with the same client settings. */
async function benchReads({ system, menuServiceUrl, stops, log }: SeededBench) {
  const gatewayRead: PlannedRequest = {
    url: new URL('/api/weekly-menu-items/active', system.url).href,
    method: 'GET',
    headers: { accept: 'application/json' },
  };
  const directRead: PlannedRequest = {
    url: menuServiceUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: ACTIVE_MENU_QUERY }),
  };
  const gatewayBytes = await fetch(gatewayRead.url, { headers: gatewayRead.headers }).then((response) => response.text());
  const viaGateway = JSON.parse(gatewayBytes) as unknown;
  const floorServer = await startFloor(gatewayBytes);
  stops.push(() => floorServer.stop());
  const floorRead: PlannedRequest = { url: floorServer.url, method: 'GET', headers: { accept: 'application/json' } };
  const direct = (await fetch(directRead.url, { method: 'POST', headers: directRead.headers, body: directRead.body }).then((response) => response.json())) as {
    data?: { activeWeeklyMenuItems: unknown[] };
  };
  if (JSON.stringify(viaGateway) !== JSON.stringify(direct.data?.activeWeeklyMenuItems))
    throw new Error('the gateway and the menu subgraph answer different active menus');
  const activeItems = (viaGateway as unknown[]).length;

  const round = (request: PlannedRequest, seconds: number) => wrkRound(request, { connections: SETTINGS.readConcurrency, seconds });
  await round(floorRead, SETTINGS.warmupSeconds);
  await round(gatewayRead, SETTINGS.warmupSeconds);
  await round(directRead, SETTINGS.warmupSeconds);
  log(`warmed up; measuring reads of ${activeItems} active menu items in ${SETTINGS.readRounds} alternating rounds`);
  // Alternating rounds, so that a change in the machine's other work while measuring weighs on both paths alike.
  const roundSeconds = SETTINGS.readSeconds / SETTINGS.readRounds;
  const rounds = { floor: [] as WrkRound[], gateway: [] as WrkRound[], direct: [] as WrkRound[] };
  // The servers' process's CPU over each path's rounds: on a shared machine it holds still where throughput does not.
  const cpuUs = { floor: 0, gateway: 0, direct: 0 };
  const measured = async (path: keyof typeof cpuUs, request: PlannedRequest) => {
    const before = process.cpuUsage();
    rounds[path].push(await round(request, roundSeconds));
    const used = process.cpuUsage(before);
    cpuUs[path] += used.user + used.system;
  };
  for (let index = 0; index < SETTINGS.readRounds; index += 1) {
    await measured('floor', floorRead);
    await measured('gateway', gatewayRead);
    await measured('direct', directRead);
  }
  // Profiled apart from the measured rounds (the profiler's own cost stays out of the figures).
  const profilePrefix = flags['cpu-profile'];
  if (profilePrefix) {
    await profiledWhen(`${profilePrefix}.reads-gateway.cpuprofile`, () => round(gatewayRead, roundSeconds));
    await profiledWhen(`${profilePrefix}.reads-direct.cpuprofile`, () => round(directRead, roundSeconds));
    log(`wrote CPU profiles of a gateway round and a direct round to ${profilePrefix}.reads-{gateway,direct}.cpuprofile`);
  }
  const figures = (path: keyof typeof cpuUs) => {
    const combined = combineRounds(rounds[path]);
    return { ...combined, serverCpuUs: cpuUs[path] / combined.count };
  };
  const line = (s: ReadSummary) => `${rate(s.perSecond)} req/s, p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)}, servers' CPU ${s.serverCpuUs.toFixed(0)} µs a read`;
  const floor = figures('floor');
  log(`floor (bare node:http, same bytes): ${line(floor)}`);
  const gateway = figures('gateway');
  log(`gateway REST: ${line(gateway)}`);
  const subgraph = figures('direct');
  log(`menu subgraph direct: ${line(subgraph)}`);
  log(
    `gateway / direct: throughput ${ratio(gateway.perSecond / subgraph.perSecond)}, servers' CPU a read ${ratio(gateway.serverCpuUs / subgraph.serverCpuUs)}`,
  );
  const readFailures = (
    [
      ['floor', floor],
      ['gateway', gateway],
      ['direct', subgraph],
    ] as const
  )
    .filter(([, path]) => path.failures > 0)
    .map(([name, path]) => `${name}: ${path.failures} failed to connect, timed out or answered other than 2xx`);
  for (const failure of readFailures) log(`reads that failed: ${failure}`);

  return {
    activeItems,
    floor,
    gateway,
    subgraph,
    gatewayFailures: gateway.failures,
    subgraphFailures: subgraph.failures,
    readFailures,
  };
}

/** Signed-in reads no cache may answer: through the gateway and straight to the subgraphs with the same access token. */
async function benchSignedIn({ system, observer, dataDir, mondays, itemFor, untilOrderingKnows, log }: SeededBench) {
  const serviceUrl = (name: string) => {
    const service = system.services.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`the system has no ${name} service`);
    return service.url;
  };
  const figures = await measureSignedInReads({
    gatewayUrl: system.url,
    identityUrl: serviceUrl('identity'),
    orderingUrl: serviceUrl('ordering'),
    observer,
    privateKey: loadOrCreateKeyPair(dataDir).privateKey,
    lunches: mondays.flatMap((monday) => weekDates(monday).map((lunchDate) => ({ lunchDate, item: itemFor(lunchDate) }))),
    untilOrderingKnows,
    connections: SETTINGS.readConcurrency,
    seconds: SETTINGS.readSeconds,
    rounds: SETTINGS.readRounds,
    warmupSeconds: SETTINGS.warmupSeconds,
    log,
    cpuProfilePrefix: flags['cpu-profile'],
  });
  const line = (path: { perSecond: number; p50Ms: number; p99Ms: number; failures: number; cpuMsPerRead: number }) =>
    `${rate(path.perSecond)} req/s, p50 ${ms(path.p50Ms)}, p99 ${ms(path.p99Ms)}, node CPU ${path.cpuMsPerRead.toFixed(2)} ms a read${path.failures ? `, ${path.failures} failed` : ''}`;
  log(
    `signed-in GET /api/my-lunch-orders (${figures.orders} lunches) via the gateway: ${line(figures.restGateway)}; straight to ordering: ${line(figures.restDirect)}`,
  );
  log(
    `signed-in GraphQL me { children orders } via the gateway: ${line(figures.graphqlGateway)}; straight to identity: ${line(figures.graphqlDirectIdentity)}, to ordering: ${line(figures.graphqlDirectOrdering)}, both in turn ${rate(figures.graphqlDirectPerSecond)} req/s and ${figures.graphqlDirectCpuMsPerRead.toFixed(2)} ms CPU a read`,
  );
  log(
    `signed-in reads, direct CPU over the gateway's CPU a read (the throughput ratio a CPU-bound server would reach; goal ≥ ${GOALS.signedInOverDirect}×): ` +
      `REST ${ratio(figures.restDirect.cpuMsPerRead / figures.restGateway.cpuMsPerRead)}, GraphQL ${ratio(figures.graphqlDirectCpuMsPerRead / figures.graphqlGateway.cpuMsPerRead)}`,
  );
  return figures;
}

/** Checkout burst: every parent at once, five lunches each; every n-th parent sends the same checkout twice. */
async function benchBurst({ parents, burstLunches, burstDates, burstMonday, now, system, load, observer, admin, childIds, log }: SeededBench) {
  const checkouts = parents.map((parent) =>
    plannedCheckout(
      { ...parent, cookie: parent.person.cookieHeader, address: parent.person.address, children: [parent.child] },
      burstLunches,
      now.toISOString(),
    ),
  );
  const burst: Array<{ request: PlannedRequest; checkoutIndex: number }> = [];
  checkouts.forEach((checkout, checkoutIndex) => {
    const request = checkoutRequest(system.url, checkout);
    burst.push({ request, checkoutIndex });
    if (checkoutIndex % SETTINGS.doubleSubmitEvery === 0) burst.push({ request, checkoutIndex });
  });
  const doubles = checkouts.filter((_, index) => index % SETTINGS.doubleSubmitEvery === 0).length;
  log(
    `checkout burst: ${checkouts.length} parents × ${burstDates.length} lunches (${burstDates.join(', ')}), ${doubles} of them twice: ${burst.length} requests at once`,
  );
  const burstResult = await load.run({
    requests: burst.map((entry) => entry.request),
    concurrency: burst.length,
    maxRequests: burst.length,
    maxDurationMs: 60_000,
    keepBodies: true,
  });
  const checkoutLatency = summarise(burstResult);

  // What each checkout answered: every request 201; a double submission answers the same orders twice, once placed and once replayed.
  const failures: string[] = [];
  const answersOf = new Map<number, CheckoutAnswer[]>();
  burst.forEach((entry, index) => {
    const status = burstResult.statuses[index];
    if (status !== 201) {
      failures.push(`parent ${entry.checkoutIndex}: ${status} ${burstResult.bodies[index]?.slice(0, 300)}`);
      return;
    }
    const answers = answersOf.get(entry.checkoutIndex) ?? [];
    answers.push(JSON.parse(burstResult.bodies[index]!) as CheckoutAnswer);
    answersOf.set(entry.checkoutIndex, answers);
  });
  let doublesConsistent = 0;
  for (const [checkoutIndex, answers] of answersOf) {
    if (answers.length !== 2) continue;
    const ids = answers.map((answer) => answer.orders.map((order) => order.id).join(','));
    const placedOnce = answers.filter((answer) => !answer.replayed).length === 1;
    if (ids[0] === ids[1] && placedOnce) doublesConsistent += 1;
    else
      failures.push(
        `parent ${checkoutIndex}: the two submissions answered ${JSON.stringify(answers.map((answer) => ({ replayed: answer.replayed, ids: answer.orders.map((order) => order.id) })))}`,
      );
  }

  // --- Count what the database holds for the bench's children.
  await system.flushOutboxes();
  const { expected, stored: storedLunches, lost, duplicated, unexpected } = await countLunches(observer, lunchPlanOf(checkouts));
  const adminOrders = await admin.get<Array<{ childId: number }>>('/api/admin/orders');
  expectStatus(adminOrders, 200, 'admin orders');
  const childSet = new Set(childIds);
  const adminSees = adminOrders.body.filter((order) => childSet.has(order.childId)).length;
  const burstSeconds = burstResult.elapsedMs / 1000;
  return {
    burstDates,
    burstMonday,
    requests: burst.length,
    doubles,
    doublesConsistent,
    checkoutLatency,
    burstSeconds,
    lunchesPerSecond: storedLunches / burstSeconds,
    checkoutsPerSecond: checkouts.length / burstSeconds,
    expected,
    storedLunches,
    adminSees,
    lost,
    duplicated,
    unexpected,
    failures,
  };
}

/**
 * The rush: parents arriving at random (seeded) over the rush's seconds, each checking out every child's week;
 * the peak is the rush with more parents, the soak the same rate again with other parents, watching errors and memory.
 */
function benchRush(
  { system, observer, load, burstLunches, now, dataDir, untilOrderingKnows, log }: SeededBench,
  seed: number,
  name: string,
  parents = OPTIONS.rush.parents,
) {
  return runRush({
    settings: { ...OPTIONS.rush, seed, parents },
    system,
    observer,
    load,
    lunches: burstLunches,
    addedAt: now.toISOString(),
    privateKey: loadOrCreateKeyPair(dataDir).privateKey,
    untilOrderingKnows,
    log: (line) => log(line.replace(/^rush/, name)),
    cpuProfile: flags['cpu-profile'] && `${flags['cpu-profile']}.${name}.cpuprofile`,
  });
}

/** The cluster: `npm run cluster` (every service its own process, NATS, two ordering replicas, SMTP capture) beside the embedded system. */
async function benchCluster({ system, mondays, burstDates, now, load, log }: SeededBench) {
  log('starting the cluster (infra/start-cluster.ts) on a database of its own');
  const cluster = await startBenchCluster({
    adminDatabaseUrl: system.databaseUrl,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      TEST_NOW: SETTINGS.testNow,
      SCHOOL_TIMEZONE: SETTINGS.schoolTimeZone,
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    },
    log,
  });
  // Stopped as soon as it is measured: its processes and NATS would otherwise idle beside the sections after it.
  try {
    const clusterAdmin = new Person(cluster.url, benchAddress(1001));
    expectStatus(await clusterAdmin.post('/api/login', { username: ADMIN.username, password: ADMIN.password }), 200, 'cluster admin login');
    const clusterMenu = await seedMenu(clusterAdmin, mondays);
    const clusterLunches = burstDates.map((lunchDate) => ({ lunchDate, item: itemIn(clusterMenu, mondays, lunchDate) }));
    const clusterItemIds = clusterMenu.map((item) => item.id);
    for (const deadline = Date.now() + 120_000; ;) {
      const known = await cluster.pool.query('select count(*)::int as n from ordering.menu_items where item_id = any($1) and not deleted', [clusterItemIds]);
      if (known.rows[0].n === clusterItemIds.length) break;
      if (Date.now() > deadline) throw new Error("the cluster's ordering did not learn the menu within 120 s");
      await sleep(50);
    }
    const mailParents = await seedRushParents({
      pool: cluster.pool,
      privateKey: cluster.privateKey,
      count: Math.ceil((CLUSTER.mailCheckouts + CLUSTER.mailWarmUp) / clusterLunches.length),
      seed: OPTIONS.rush.seed + 50,
      concurrency: 4,
      sessionCookie: SESSION_COOKIE,
    });
    const mail = await measureMailLatency({
      cluster,
      checkouts: mailParents
        .flatMap((parent) => clusterLunches.map((lunch) => ({ parent, lunch, childIndex: 0 })))
        .slice(0, CLUSTER.mailCheckouts + CLUSTER.mailWarmUp),
      addedAt: now.toISOString(),
      warmUp: CLUSTER.mailWarmUp,
    });
    log(
      `cluster: order → confirmation e-mail accepted by SMTP over NATS: p50 ${ms(mail.p50Ms)}, p99 ${ms(mail.p99Ms)}, max ${ms(mail.maxMs)} (${mail.count} checkouts one at a time)`,
    );
    for (const hop of mail.hops) log(`cluster: e-mail hop ${hop.hop}: p50 ${ms(hop.p50Ms)}, p99 ${ms(hop.p99Ms)}, max ${ms(hop.maxMs)}`);
    const steps = await clusterRushSteps({
      cluster,
      load,
      rates: CLUSTER.rushRates,
      seconds: CLUSTER.rushStepSeconds,
      seed: OPTIONS.rush.seed,
      p99GoalMs: GOALS.clusterP99Ms,
      lunches: clusterLunches,
      addedAt: now.toISOString(),
      log,
    });
    return { mail, steps };
  } finally {
    await cluster.stop();
  }
}

/** Every lost, duplicated or refused lunch of the parts that placed any. */
function problemsOf(parts: {
  burstFigures: Awaited<ReturnType<typeof benchBurst>> | null;
  rush: RushFigures | null;
  peak: RushFigures | null;
  soak: RushFigures | null;
  clusterFigures: Awaited<ReturnType<typeof benchCluster>> | null;
}): string[] {
  const { burstFigures, rush, peak, soak, clusterFigures } = parts;
  return lunchProblems([
    ...(burstFigures
      ? [
          {
            part: 'burst',
            count: { ...burstFigures, stored: burstFigures.storedLunches },
            failed: burstFigures.failures.length,
            inconsistentDoubles: burstFigures.doubles - burstFigures.doublesConsistent,
          },
        ]
      : []),
    ...(rush ? [{ part: 'rush', count: rush.count, failed: rush.failed }] : []),
    ...(peak ? [{ part: 'peak', count: peak.count, failed: peak.failed }] : []),
    ...(soak ? [{ part: 'soak', count: soak.count, failed: soak.failed }] : []),
    // A step past what the cluster holds may refuse checkouts; none may be lost or doubled.
    ...(clusterFigures?.steps ?? []).map((step) => ({ part: `cluster rush at ${step.checkoutsPerSecond}/s`, count: step.count, failed: 0 })),
  ]);
}

/** results.md from a full run: the web and deploy sections of the last runs that measured them stay when this one did not. */
async function writeResults(figures: Figures, problems: string[], web: WebFigures | null, loadAtStart: number, log: (line: string) => void): Promise<void> {
  // Without the web section this run, the last one measured stays in the file.
  const existing = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const keptWeb = webSectionOf(existing);
  // The deploy section is the deploy bench's, which runs after this and writes it again.
  const keptDeploy = /<!-- deploy section:[\s\S]*<!-- end of deploy section -->\n?/.exec(existing)?.[0] ?? '';
  const report = await formatted(`${renderReport(figures, problems.length === 0)}\n${web ? webSection(web, loadAtStart) : (keptWeb ?? '')}\n\n${keptDeploy}`);
  console.log(`\n${report}`);
  writeFileSync(resultsFile, report);
  log(`wrote infra/bench/results.md`);
}

async function main(): Promise<number> {
  const benchStarted = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const log = (line: string) => console.log(`[bench ${((Date.now() - benchStarted) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const { webOnly } = OPTIONS;
  const start = runs('start') && !webOnly ? await benchStart(log) : null;
  if (!webOnly && !SYSTEM_PARTS.some(runs)) {
    log(`--only=${[...OPTIONS.only!].join(',')}: the figures are in the lines above; results.md is written by a full run only`);
    return 0;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-bench-'));
  const stops: Bench['stops'] = [() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }))];
  try {
    const bench = await startBench(dataDir, log, stops);
    if (webOnly) return await benchWebOnly(bench.system.url, bench.webDist, log, loadAtStart, await seedSignedIn(bench));
    // First, as a web-only run does: after the rushes the browser shares the machine with PostgreSQL's
    // autovacuum of their million rows and a server process holding a gigabyte, and scored up to
    // 17 points lower on the same code.
    const web = OPTIONS.web && runs('web') ? await measureWeb(bench.system.url, bench.webDist, log, await seedSignedIn(bench)) : null;
    const seeded = await seedParents(bench);
    const readFigures = runs('reads') ? await benchReads(seeded) : null;
    const signedInFigures = runs('signed-in') ? await benchSignedIn(seeded) : null;
    const burstFigures = runs('burst') ? await benchBurst(seeded) : null;
    const postgresVersion = (await bench.observer.query('show server_version')).rows[0].server_version as string;
    const rush = runs('rush') ? await benchRush(seeded, OPTIONS.rush.seed, 'rush') : null;
    const peak = runs('peak') ? await benchRush(seeded, OPTIONS.rush.seed + 3, 'peak', OPTIONS.peakParents) : null;
    const soak = runs('soak') ? await benchRush(seeded, OPTIONS.rush.seed + 1, 'soak') : null;
    const clusterFigures = runs('cluster') ? await benchCluster(seeded) : null;
    const problems = problemsOf({ burstFigures, rush, peak, soak, clusterFigures });
    if (start && readFigures && signedInFigures && burstFigures && rush && peak && soak && clusterFigures) {
      const figures: Figures = {
        ...readFigures,
        ...burstFigures,
        start,
        signedIn: signedInFigures,
        rush,
        peak,
        soak,
        cluster: clusterFigures,
        postgresVersion,
        mondays: bench.mondays,
        totalSeconds: (Date.now() - benchStarted) / 1000,
        loadAtStart,
        loadAtEnd: os.loadavg()[0]!,
      };
      await writeResults(figures, problems, web, loadAtStart, log);
    } else {
      log(`--only=${[...OPTIONS.only!].join(',')}: the figures are in the lines above; results.md is written by a full run only`);
    }
    if (problems.length > 0) console.error(`\n*** FAILED: ${problems.join('; ')} ***`);
    return exitCodeFor(problems);
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('bench: stopping failed', error));
  }
}

/**
 * The deploy bench (deploy-bench.ts) in a process of its own: it starts a local cluster of its own
 * and writes its section of results.md itself.
 */
function runDeployBench(): Promise<number> {
  const args = ['--import', 'tsx', fileURLToPath(new URL('./deploy-bench.ts', import.meta.url))];
  if (flags.checkouts) args.push(`--checkouts=${flags.checkouts}`);
  if (flags.reads) args.push(`--reads=${flags.reads}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

let exitCode = 1;
try {
  if (positionals.includes('deploy') || (OPTIONS.only?.size === 1 && OPTIONS.only.has('deploy'))) exitCode = await runDeployBench();
  else {
    exitCode = await main();
    if (runs('deploy') && !OPTIONS.webOnly) exitCode = Math.max(exitCode, await runDeployBench());
  }
} catch (error) {
  console.error('bench failed:', error);
} finally {
  // Pools' idle timers and keep-alive sockets would hold the process open for a while; everything started here has been stopped.
  process.exit(exitCode);
}
