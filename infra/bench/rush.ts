import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '@lunchbox/kit/db/database';
import { startSession } from '@lunchbox/identity/sessions/start-session';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import type { RunningSystem } from '../system.ts';
import { cartItem, type Child, type MenuItem } from '../test/fixtures.ts';
import { arrivalTimes, seededRandom } from './arrivals.ts';
import { roundTripSnapshot, roundTripsBetween } from './round-trips.ts';
import { cpuBetween, profiledWhen, sampleCpu, type CpuSample } from './process-cpu.ts';
import { breakdownBetween, describeStage, takeBreakdownSnapshot, type StageFigure } from './checkout-breakdown.ts';
import { describeStalls, watchLoopStalls, type LoopStalls } from './event-loop-stalls.ts';
import { summarise, type LatencySummary, type LoadGenerator, type PlannedRequest } from './load-generator.ts';

/** What a checkout line needs to know of the child and its lunch (the cart's item shape). */
export interface RushParent {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  cookie: string;
  address: string;
  children: Child[];
}

export interface LunchChoice {
  lunchDate: string;
  item: MenuItem;
}

/** A checkout as the cart sends it: one line per child and lunch date. */
export interface PlannedCheckout {
  checkoutId: string;
  parent: RushParent;
  items: Array<Record<string, unknown> & { childId: number; lunchDate: string; weeklyMenuItemIds: number[] }>;
}

const SCHOOLS = ['Sutter Elementary', 'Bucher Middle School', 'Stratford Pomeroy'];

/** 198.18.0.0/15 is set aside for benchmarks (RFC 2544); the rush's parents take its upper half. */
function rushAddress(index: number): string {
  return `198.19.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;
}

/**
 * The rush's parents, seeded in bulk: registering 10,000 parents and 20,000 children through the
 * API would spend many minutes on password hashes and events nobody measures. Their accounts are
 * written straight into identity's table (with a password hash no password matches) and signed in
 * with identity's own startSession, so their cookies are real sessions; their children are written
 * into identity's table and into ordering's read model of children in the same rows
 * ordering keeps when it hears child.upserted. Every parent has one to three children (two on
 * average), drawn from the seed.
 */
export async function seedRushParents(options: {
  pool: pg.Pool;
  privateKey: string;
  count: number;
  seed: number;
  concurrency: number;
  sessionCookie: string;
  /** How many children the parent at `index` has; one to three drawn from the seed when not given. */
  childrenOf?: (index: number) => number;
}): Promise<RushParent[]> {
  const { pool, count } = options;
  const random = seededRandom(options.seed);
  const tag = randomUUID().slice(0, 6);
  const accounts = Array.from({ length: count }, (_, index) => ({
    username: `rush${index}${tag}`,
    email: `rush${index}${tag}@example.test`,
    fullName: `Rush Parent ${index}`,
    phone: `555-${String(Math.floor(index / 10000)).padStart(3, '0')}-${String(index % 10000).padStart(4, '0')}`,
    children: options.childrenOf ? options.childrenOf(index) : 1 + Math.floor(random() * 3),
  }));
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = accounts.slice(start, start + 1000);
    const inserted = await pool.query<{ id: number }>(
      `insert into identity.users (username, email, password_hash, full_name, phone)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) returning id`,
      [batch.map((a) => a.username), batch.map((a) => a.email), batch.map(() => '!bench'), batch.map((a) => a.fullName), batch.map((a) => a.phone)],
    );
    ids.push(...inserted.rows.map((row) => row.id));
  }
  const db = drizzle(pool) as Database;
  const parents: RushParent[] = accounts.map((account, index) => ({
    userId: ids[index]!,
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    cookie: '',
    address: rushAddress(index),
    children: [],
  }));
  let next = 0;
  const signIn = async () => {
    while (next < parents.length) {
      const parent = parents[next]!;
      next += 1;
      parent.cookie = `${options.sessionCookie}=${(await startSession(db, options.privateKey, parent.userId, true)).token}`;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, signIn));

  const children = parents.flatMap((parent, index) =>
    Array.from({ length: accounts[index]!.children }, (_, childIndex) => ({
      parent,
      name: `Rush Kid ${index}-${childIndex}`,
      school: SCHOOLS[(index + childIndex) % SCHOOLS.length]!,
      grade: String(((index + childIndex) % 6) + 1),
      teacher: `Room ${(index % 9) + 1}`,
    })),
  );
  for (let start = 0; start < children.length; start += 1000) {
    const batch = children.slice(start, start + 1000);
    const columns = [
      batch.map((c) => c.parent.userId),
      batch.map((c) => c.name),
      batch.map((c) => c.school),
      batch.map((c) => c.grade),
      batch.map((c) => c.teacher),
    ];
    const inserted = await pool.query<{ id: number }>(
      `insert into identity.child_profiles (user_id, name, school, grade, teacher)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) returning id`,
      columns,
    );
    const childIds = inserted.rows.map((row) => row.id);
    await pool.query(
      `insert into ordering.children (child_id, user_id, name, school, grade, teacher, version)
         select *, now() from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [childIds, ...columns],
    );
    batch.forEach((child, index) =>
      child.parent.children.push({ id: childIds[index]!, name: child.name, school: child.school, grade: child.grade, teacher: child.teacher }),
    );
  }
  return parents;
}

/** One parent's checkout of every child's lunch on every given date. */
export function plannedCheckout(parent: RushParent, lunches: LunchChoice[], addedAt: string): PlannedCheckout {
  return {
    checkoutId: randomUUID(),
    parent,
    items: parent.children.flatMap((child) =>
      lunches.map(({ lunchDate, item }) => ({ ...cartItem(parent, child, item, lunchDate, { addedAt }), childId: child.id })),
    ),
  };
}

export function checkoutRequest(baseUrl: string, checkout: PlannedCheckout): PlannedRequest {
  return {
    url: new URL('/api/checkout', baseUrl).href,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: checkout.parent.cookie, 'x-forwarded-for': checkout.parent.address },
    body: JSON.stringify({ checkoutId: checkout.checkoutId, items: checkout.items }),
  };
}

export interface LunchCount {
  expected: number;
  stored: number;
  lost: number;
  duplicated: number;
  unexpected: number;
}

/**
 * What counting a run's lunches needs of its checkouts, and no more: for each lunch date and menu
 * item, the children who should have it (the planned checkouts themselves are many megabytes the
 * servers' process should not carry through a rush).
 */
export interface LunchPlan {
  childrenByLunch: Map<string, number[]>;
}

export function lunchPlanOf(checkouts: PlannedCheckout[]): LunchPlan {
  const childrenByLunch = new Map<string, number[]>();
  for (const checkout of checkouts) {
    for (const item of checkout.items) {
      const lunch = `${item.lunchDate}|${item.weeklyMenuItemIds[0]}`;
      const children = childrenByLunch.get(lunch) ?? [];
      children.push(item.childId);
      childrenByLunch.set(lunch, children);
    }
  }
  return { childrenByLunch };
}

/** What ordering.lunch_orders holds for the plan's children: each planned (child, date, item) exactly once. */
export async function countLunches(pool: pg.Pool, plan: LunchPlan): Promise<LunchCount> {
  const expected = new Set([...plan.childrenByLunch].flatMap(([lunch, children]) => children.map((childId) => `${childId}|${lunch}`)));
  const childIds = [...new Set([...plan.childrenByLunch.values()].flat())];
  const rows = await pool.query<{ child_id: number; lunch_date: string; weekly_menu_item_id: number; n: number }>(
    `select child_id, lunch_date::text as lunch_date, weekly_menu_item_id, count(*)::int as n
       from ordering.lunch_orders where child_id = any($1) group by 1, 2, 3`,
    [childIds],
  );
  const present = new Set(rows.rows.map((row) => `${row.child_id}|${row.lunch_date}|${row.weekly_menu_item_id}`));
  return {
    expected: expected.size,
    stored: rows.rows.reduce((sum, row) => sum + row.n, 0),
    lost: [...expected].filter((key) => !present.has(key)).length,
    duplicated: rows.rows.reduce((sum, row) => sum + (row.n - 1), 0),
    unexpected: [...present].filter((key) => !expected.has(key)).length,
  };
}

/** The highest resident memory of this process (the embedded system), sampled once a second while `during` runs. */
export async function sampleMemory<T>(during: Promise<T>): Promise<{ result: T; rssPeakMb: number }> {
  let rssPeakMb = process.memoryUsage().rss / 2 ** 20;
  const sample = () => (rssPeakMb = Math.max(rssPeakMb, process.memoryUsage().rss / 2 ** 20));
  const timer = setInterval(sample, 1000);
  try {
    const result = await during;
    sample();
    return { result, rssPeakMb };
  } finally {
    clearInterval(timer);
  }
}

export interface SettledMemory {
  rssMb: number;
  /** Live JavaScript heap: what a leak keeps, whatever the collector's timing. */
  heapMb: number;
}

/**
 * This process's memory with no request in flight: the median of five samples a fifth of a second
 * apart, each after a full collection when V8 exposes one (`npm run bench` runs node with
 * --expose-gc). A single sample in the middle of traffic reads whatever garbage the collector has
 * not yet taken, so a rush's "start" and "end" differed by the collector's timing (a soak was
 * judged by memory that fell 17 %). A leak survives collections and still shows, in both figures.
 */
export async function settledMemory(): Promise<SettledMemory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const samples: NodeJS.MemoryUsage[] = [];
  for (let index = 0; index < 5; index += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    samples.push(process.memoryUsage());
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]! / 2 ** 20;
  return { rssMb: median(samples.map((usage) => usage.rss)), heapMb: median(samples.map((usage) => usage.heapUsed)) };
}

export interface RushSettings {
  parents: number;
  seconds: number;
  seed: number;
  /** Leave out the signed-in request each parent makes before the rush, so every checkout is its session's first request. */
  coldSessions: boolean;
}

/** The warm-up's parents are this share of the rush's, at the same rate. */
const WARMUP_SHARE = 6;

/** A read a signed-in parent makes before checking out (the cart screen reads their credit). */
export function signedInRead(baseUrl: string, parent: RushParent): PlannedRequest {
  return { url: new URL('/api/my-credit', baseUrl).href, method: 'GET', headers: { cookie: parent.cookie, 'x-forwarded-for': parent.address } };
}

/**
 * The checkouts as an open model: arrivals at seeded random instants over `seconds`, in an order
 * the seed also draws (parents are seeded in order).
 */
export function openRush(baseUrl: string, checkouts: PlannedCheckout[], seconds: number, seed: number) {
  const order = seededRandom(seed + 1);
  const shuffled = checkouts
    .map((checkout) => ({ checkout, key: order() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.checkout);
  return {
    requests: shuffled.map((checkout) => checkoutRequest(baseUrl, checkout)),
    concurrency: checkouts.length,
    maxRequests: checkouts.length,
    maxDurationMs: seconds * 1000 + 120_000,
    arrivalsMs: arrivalTimes(checkouts.length, seconds * 1000, seed),
  };
}

export interface RushFigures extends RushSettings {
  children: number;
  lunchesPlanned: number;
  /** From the first arrival to the last answer. */
  elapsedSeconds: number;
  latency: LatencySummary;
  failed: number;
  failures: string[];
  count: LunchCount;
  /** Memory of the system's process, settled (`settledMemory`): after the warm-up, before the first measured arrival, and after the last answer and the outbox's flush. */
  memoryAfterWarmup: SettledMemory;
  memoryEnd: SettledMemory;
  /** The highest resident memory sampled during the rush. */
  rssPeakMb: number;
  /** Where the checkouts' time went: gateway, subgraph, transaction, outbox. */
  breakdown: StageFigure[];
  /** CPU the system spent over the rush (and the outbox's flush after it): the servers' process and PostgreSQL. */
  cpu: CpuSample;
  /**
   * The share of the rush the servers' event loop was running code rather than waiting: every service
   * of the embedded default shares this one thread, so near 1 it is the bottleneck and queues grow.
   * Unlike `cpu.nodeMs` it leaves out V8's collector threads and libuv's pool, which run beside it.
   */
  eventLoopBusy: number;
  /** The event loop's longest tasks and V8's pauses over the rush: what a p99 far above p50 waited for besides the queue. */
  stalls: LoopStalls;
  /** Round trips to PostgreSQL over the rush and the confirmations after it, by statement (round-trips.ts). */
  roundTrips: { total: number; statements: Array<[string, number]> };
}

export interface RushOptions {
  settings: RushSettings;
  system: RunningSystem;
  observer: pg.Pool;
  load: LoadGenerator;
  lunches: LunchChoice[];
  addedAt: string;
  privateKey: string;
  untilOrderingKnows: (childIds: number[]) => Promise<void>;
  log: (line: string) => void;
  /** Where to write a V8 CPU profile of the servers' process over the rush (--cpu-profile); none when absent. */
  cpuProfile?: string | undefined;
}

/**
 * Everything before the measured rush: its parents seeded and signed in, the warm-up run, and the
 * rush's checkouts planned and handed to the load generator. Its own scope, so that what it made
 * (parents, cookies, bodies) is garbage by the time the rush starts: only the counts and the plan
 * of lunches leave it.
 */
async function prepareRush(options: RushOptions): Promise<{ children: number; lunchesPlanned: number; plan: LunchPlan }> {
  const { settings, system, observer, load, log } = options;
  const warmupCount = Math.ceil(settings.parents / WARMUP_SHARE);
  log(`rush: seeding ${settings.parents} parents and ${warmupCount} for the warm-up (seed ${settings.seed})`);
  const everyone = await seedRushParents({
    pool: observer,
    privateKey: options.privateKey,
    count: settings.parents + warmupCount,
    seed: settings.seed,
    concurrency: 8,
    sessionCookie: SESSION_COOKIE,
  });
  const warmupParents = everyone.slice(settings.parents);
  const parents = everyone.slice(0, settings.parents);
  const children = parents.reduce((sum, parent) => sum + parent.children.length, 0);
  await options.untilOrderingKnows(everyone.flatMap((parent) => parent.children.map((child) => child.id)));
  if (!settings.coldSessions) {
    await load.run({
      requests: everyone.map((parent) => signedInRead(system.url, parent)),
      concurrency: 16,
      maxRequests: everyone.length,
      maxDurationMs: 600_000,
    });
    log('rush: every parent has made one signed-in request before (their credit, as the cart screen reads it)');
  }
  // The warm-up: other parents at the same rate for a sixth of the time, so the measured rush meets
  // compiled code and filled pools, as the evening's later parents do.
  const warmupSeconds = settings.seconds / WARMUP_SHARE;
  const warmup = await load.run(
    openRush(
      system.url,
      warmupParents.map((parent) => plannedCheckout(parent, options.lunches, options.addedAt)),
      warmupSeconds,
      settings.seed + 2,
    ),
  );
  await system.flushOutboxes();
  await untilConfirmationsSent(observer);
  log(`rush: warm-up of ${warmupParents.length} parents over ${warmupSeconds.toFixed(1)} s: p99 ${summarise(warmup).p99Ms.toFixed(1)} ms`);

  const checkouts = parents.map((parent) => plannedCheckout(parent, options.lunches, options.addedAt));
  const lunchesPlanned = checkouts.reduce((sum, checkout) => sum + checkout.items.length, 0);
  log(
    `rush: ${parents.length} parents with ${children} children check out ${lunchesPlanned} lunches over ${settings.seconds} s ` +
      `(${(parents.length / settings.seconds).toFixed(0)} checkouts/s offered)`,
  );
  // The requests' bodies are built and handed over before the counters start: that is the bench's work, not the servers'.
  await load.prepare(openRush(system.url, checkouts, settings.seconds, settings.seed));
  return { children, lunchesPlanned, plan: lunchPlanOf(checkouts) };
}

/**
 * Waits until notification has written and sent the confirmation of every order.placed it was
 * given: it handles them one at a time, so in a rush it may finish well after the last answer.
 * Gives up only when it stops making progress for a minute. Its own counting queries run in the
 * measured processes, four a second: a few milliseconds of PostgreSQL each, small beside a rush.
 */
async function untilConfirmationsSent(observer: pg.Pool): Promise<void> {
  let seen = -1;
  let deadline = 0;
  // Counted once: the outboxes were flushed, so no order.placed is still to come, and the outbox's
  // rows (each with its event's JSON) were the widest of the three to read four times a second.
  const { rows: placed } = await observer.query<{ confirmed: number }>(`select count(*)::int as confirmed from ordering.outbox where type = 'order.placed'`);
  const confirmed = placed[0]!.confirmed;
  for (;;) {
    const { rows } = await observer.query<{ pending: number; handled: number }>(
      `select (select count(*)::int from notification.email_notifications where kind = 'order_confirmation' and status = 'pending') as pending,
              (select count(*)::int from notification.inbox where type = 'order.placed') as handled`,
    );
    const { pending, handled } = rows[0]!;
    if (pending === 0 && handled >= confirmed) return;
    if (handled - pending !== seen) {
      seen = handled - pending;
      deadline = Date.now() + 60_000;
    }
    if (Date.now() > deadline) throw new Error(`notification handled ${handled} of ${confirmed} order.placed events and stopped (${pending} e-mails pending)`);
    // Seldom: the counts read whole tables, and their CPU lands in the figures being measured.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The rush: `parents` parents arrive at seeded random instants over `seconds`, each checking out
 * every child's lunches on the given dates (an open model: arrivals do not wait for answers).
 */
export async function runRush(options: RushOptions): Promise<RushFigures> {
  const { settings, system, observer, load, log } = options;
  const { children, lunchesPlanned, plan } = await prepareRush(options);
  const memoryAfterWarmup = await settledMemory();
  const before = await takeBreakdownSnapshot();
  const tripsBefore = roundTripSnapshot();
  const cpuBefore = sampleCpu(load.pid);
  const loopBefore = performance.eventLoopUtilization();
  const stallWatch = watchLoopStalls();
  const { result, rssPeakMb } = await profiledWhen(options.cpuProfile, () =>
    sampleMemory(load.start()).then(async (measured) => {
      await system.flushOutboxes();
      // A checkout's work ends with its confirmation e-mail: the figures below count it, however far the consumer fell behind.
      await untilConfirmationsSent(observer);
      return measured;
    }),
  );
  const cpu = cpuBetween(cpuBefore, sampleCpu(load.pid));
  const eventLoopBusy = performance.eventLoopUtilization(loopBefore).utilization;
  const stalls = stallWatch.stop();
  const roundTrips = roundTripsBetween(tripsBefore, roundTripSnapshot());
  const breakdown = breakdownBetween(before, await takeBreakdownSnapshot());
  const count = await countLunches(observer, plan);
  const failed = result.statuses.filter((status) => status !== 201).length;
  const memoryEnd = await settledMemory();
  const figures: RushFigures = {
    ...settings,
    children,
    lunchesPlanned,
    elapsedSeconds: result.elapsedMs / 1000,
    latency: summarise(result),
    failed,
    failures: result.errors,
    count,
    memoryAfterWarmup,
    memoryEnd,
    rssPeakMb,
    breakdown,
    cpu,
    eventLoopBusy,
    stalls,
    roundTrips,
  };
  log(
    `rush: p50 ${figures.latency.p50Ms.toFixed(1)} ms, p99 ${figures.latency.p99Ms.toFixed(1)} ms, ${failed} failed, ` +
      `lost ${count.lost}, duplicated ${count.duplicated}; ${describeMemory(figures)}`,
  );
  for (const failure of [...new Set(result.errors)].slice(0, 3)) log(`rush: a failed checkout: ${failure.slice(0, 300)}`);
  for (const stage of breakdown) log(`rush breakdown: ${describeStage(stage)}`);
  log(
    `rush CPU per checkout: node ${(cpu.nodeMs / settings.parents).toFixed(1)} ms, PostgreSQL ${(cpu.childrenMs / settings.parents).toFixed(1)} ms ` +
      `(${(cpu.nodeMs / 1000).toFixed(1)} s and ${(cpu.childrenMs / 1000).toFixed(1)} s over ${(result.elapsedMs / 1000).toFixed(1)} s); ` +
      `the servers' event loop was busy ${(eventLoopBusy * 100).toFixed(0)} % of the time`,
  );
  log(`rush stalls: ${describeStalls(stalls)}`);
  // Per checkout placed: one that failed (a refusal, a timeout on an overloaded machine) sent fewer.
  const placed = Math.max(1, settings.parents - failed);
  log(`rush round trips to PostgreSQL per checkout placed: ${(roundTrips.total / placed).toFixed(2)} (${roundTrips.total} over ${placed} checkouts)`);
  for (const [statement, sent] of roundTrips.statements.slice(0, 30)) log(`  ${(sent / placed).toFixed(2)}  ${statement}`);
  return figures;
}

/** Resident memory and live heap after warm-up → at the end, both settled, and the peak between. */
export function describeMemory(figures: Pick<RushFigures, 'memoryAfterWarmup' | 'memoryEnd' | 'rssPeakMb'>): string {
  const { memoryAfterWarmup: start, memoryEnd: end } = figures;
  const change = (from: number, to: number) => `${to >= from ? '+' : ''}${((to / from - 1) * 100).toFixed(1)} %`;
  return (
    `resident memory ${start.rssMb.toFixed(0)} → ${end.rssMb.toFixed(0)} MiB (${change(start.rssMb, end.rssMb)}), ` +
    `live heap ${start.heapMb.toFixed(0)} → ${end.heapMb.toFixed(0)} MiB (${change(start.heapMb, end.heapMb)}), peak ${figures.rssPeakMb.toFixed(0)} MiB`
  );
}
