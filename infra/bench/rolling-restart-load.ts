import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Acknowledged, Lunch, Parent } from '../test/cluster-school.ts';
import { cartItem } from '../test/fixtures.ts';
import { arrivalTimes } from './arrivals.ts';
import { LoadGenerator, percentile, type LoadJob, type LoadResult, type PlannedRequest } from './load-generator.ts';

/**
 * A rolling restart of every process of the local cluster under a steady open-model load, as issue
 * 29 §1 asks: checkouts and reads (two public for one signed-in) offered at random instants whether
 * or not earlier ones were answered, in slices of SLICE_MS, before the deploy is asked for (the
 * figures it is compared with) and until it has ended. The rolling-restart test
 * (infra/cluster-rolling-restart.test.ts) asserts on what this returns; the deploy bench
 * (infra/bench/deploy-bench.ts) prints it beside the goals.
 */

/** The goal: at least this load for the whole deploy. */
export const DEPLOY_GOAL = { checkoutsPerSecond: 30, readsPerSecond: 300 };
/** The load is offered in slices of this length, one after the other, until the deploy has ended. */
const SLICE_MS = 10_000;
/** Slices before the deploy is asked for (20 s): the figures it is compared with. */
const SLICES_BEFORE = 2;
/** Slices once the deploy has ended (10 s): the last old processes' stops are behind, and the load still answered. */
const SLICES_AFTER = 1;
/**
 * Every checkout is a lunch of its own: 40 parents × 24 children × 9 school days is 288 s of
 * checkouts at 30/s. Few parents, many children: a registration (its password hash) costs far more
 * to seed than a child.
 */
export const CHILDREN_PER_PARENT = 24;
export const parentsFor = (checkoutsPerSecond: number) => Math.max(5, Math.ceil((40 * checkoutsPerSecond) / 30));

/** Every process of every service, in the order the cluster replaces them. */
export const DEPLOYED_PROCESSES = ['identity', 'menu', 'ordering-1', 'ordering-2', 'notification', 'gateway-1', 'gateway-2'];

/** `$DATA_DIR/cluster/rolling-restart.json`, as infra/start-cluster.ts writes it. */
export interface RollingRestartStatus {
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt?: string;
  /** Each process replaced: its new pid, the step's length, and how long the new process took to answer /readyz 200. */
  steps: Array<{ process: string; pid: number | undefined; ms: number; readyMs?: number }>;
  error?: string;
}

export interface PhaseFigures {
  checkouts: number[];
  reads: number[];
  /** How long load was offered in the phase. */
  ms: number;
  /** Requests that failed: a status other than the expected one, or no answer (a refused or reset connection). */
  failures: string[];
  /** Of those, the ones that had no answer at all. */
  connectionFailures: number;
  /** A few failed answers as the load generator saw them (status and the start of the body, or the error). */
  examples: string[];
}

export interface DeployUnderLoad {
  checkoutsPerSecond: number;
  readsPerSecond: number;
  status: RollingRestartStatus | undefined;
  before: PhaseFigures;
  during: PhaseFigures;
  after: PhaseFigures;
  /** What each answered checkout said was placed, by its checkoutId: for the count of lost and doubled lunches. */
  acknowledged: Map<string, Acknowledged>;
}

/** The four load generators a run needs: two pairs (checkouts, reads) that take the slices in turn. */
export async function startDeployLoads(): Promise<LoadGenerator[]> {
  return Promise.all([LoadGenerator.start(), LoadGenerator.start(), LoadGenerator.start(), LoadGenerator.start()]);
}

export function readRollingRestartStatus(dataDir: string): RollingRestartStatus | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, 'cluster', 'rolling-restart.json'), 'utf8')) as RollingRestartStatus;
  } catch {
    return undefined;
  }
}

/**
 * Offers the load slice after slice; after SLICES_BEFORE slices it asks the cluster (its process
 * `clusterPid`, SIGUSR2) for a rolling restart, and goes on until the restart has ended and the
 * slice under way is answered.
 */
export async function rollingRestartUnderLoad(options: {
  baseUrl: string;
  dataDir: string;
  clusterPid: number;
  parents: Parent[];
  lunches: Lunch[];
  /** The instant the cart items were added at (the cluster's TEST_NOW). */
  addedAt: string;
  checkoutsPerSecond: number;
  readsPerSecond: number;
  loads: LoadGenerator[];
}): Promise<DeployUnderLoad> {
  const { baseUrl, parents, lunches, checkoutsPerSecond, readsPerSecond, loads } = options;
  const signedInReadsPerSecond = Math.round(readsPerSecond / 3);
  const publicReadsPerSecond = readsPerSecond - signedInReadsPerSecond;
  let nextLunch = 0;
  const slice = (index: number) => {
    const checkoutCount = Math.round((checkoutsPerSecond * SLICE_MS) / 1000);
    if (nextLunch + checkoutCount > lunches.length)
      throw new Error(`no lunches left to order after ${index} slices: the deploy took longer than the seeded school allows`);
    const sliceLunches = lunches.slice(nextLunch, nextLunch + checkoutCount);
    nextLunch += checkoutCount;
    // Each checkout says it is safe to send again (Idempotency-Key: its checkoutId, which ordering
    // answers once): the front proxy then sends it to another gateway if the connection breaks
    // before the answer, as a client of the REST API is told to do for a retry.
    const checkouts: PlannedRequest[] = sliceLunches.map((lunch) => {
      const checkoutId = randomUUID();
      return {
        url: `${baseUrl}/api/checkout`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': checkoutId,
          cookie: lunch.parent.person.cookieHeader,
          'x-forwarded-for': lunch.parent.person.address,
        },
        body: JSON.stringify({ checkoutId, items: [cartItem(lunch.parent, lunch.child, lunch.item, lunch.date, { addedAt: options.addedAt })] }),
      };
    });
    const readCount = Math.round(((publicReadsPerSecond + signedInReadsPerSecond) * SLICE_MS) / 1000);
    // Public and signed-in reads interleaved (two of one, one of the other), each signed-in one a parent's own.
    const reads: PlannedRequest[] = Array.from({ length: readCount }, (_, n): PlannedRequest => {
      const parent = parents[n % parents.length]!;
      return n % 3 === 2
        ? { url: `${baseUrl}/api/my-lunch-orders`, method: 'GET', headers: { cookie: parent.person.cookieHeader, 'x-forwarded-for': parent.person.address } }
        : { url: `${baseUrl}/api/weekly-menu-items/active`, method: 'GET', headers: { 'x-forwarded-for': parent.person.address } };
    });
    const job = (requests: PlannedRequest[], seed: number, keepBodies: boolean): LoadJob => ({
      requests,
      concurrency: 1,
      maxRequests: requests.length,
      maxDurationMs: 600_000,
      keepBodies,
      arrivalsMs: arrivalTimes(requests.length, SLICE_MS, seed),
    });
    return { lunches: sliceLunches, checkouts: job(checkouts, 29 + index, true), reads: job(reads, 2900 + index, false) };
  };

  const acknowledged = new Map<string, Acknowledged>();
  const phase = (): PhaseFigures => ({ checkouts: [], reads: [], ms: 0, failures: [], connectionFailures: 0, examples: [] });
  const figures = { before: phase(), during: phase(), after: phase() };
  const record = (into: PhaseFigures, what: 'checkout' | 'read', result: LoadResult, requests: PlannedRequest[], sliceLunches: Lunch[]) => {
    result.statuses.forEach((status, index) => {
      const ok = what === 'checkout' ? status === 201 : status === 200;
      if (!ok) into.failures.push(`${what} ${requests[index]!.url}: ${status === 0 ? 'no answer (connection refused or reset)' : status}`);
      if (status === 0) into.connectionFailures += 1;
      if (what === 'checkout' && ok) {
        const body = JSON.parse(result.bodies[index]!) as { orders: Array<{ id: number }> };
        const checkoutId = (JSON.parse(requests[index]!.body!) as { checkoutId: string }).checkoutId;
        acknowledged.set(checkoutId, { lunch: sliceLunches[index]!, orderIds: body.orders.map((order) => order.id) });
      }
    });
    for (const error of result.errors) if (into.examples.length < 10) into.examples.push(`${what}: ${error}`);
  };

  // Slices start on schedule, each on the generator pair that is free (two pairs take turns), so
  // the load stays steady while a slow slice's last answers are still coming in.
  let deployAskedAt: number | undefined;
  let status: RollingRestartStatus | undefined;
  /** The slice index from which on the deploy had ended. */
  let endedAtSlice: number | undefined;
  const running: Array<Promise<void> | undefined> = [undefined, undefined];
  const loadStarted = Date.now();
  for (let index = 0; endedAtSlice === undefined || index < endedAtSlice + SLICES_AFTER; index += 1) {
    const pair = index % 2;
    const [checkoutLoad, readLoad] = [loads[2 * pair]!, loads[2 * pair + 1]!];
    await running[pair];
    const planned = slice(index);
    await Promise.all([checkoutLoad.prepare(planned.checkouts), readLoad.prepare(planned.reads)]);
    const due = loadStarted + index * SLICE_MS;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    if (index === SLICES_BEFORE) {
      process.kill(options.clusterPid, 'SIGUSR2');
      deployAskedAt = Date.now();
    }
    const into = deployAskedAt === undefined ? figures.before : endedAtSlice === undefined ? figures.during : figures.after;
    into.ms += SLICE_MS;
    running[pair] = Promise.all([checkoutLoad.start(), readLoad.start()]).then(([checkouts, reads]) => {
      record(into, 'checkout', checkouts, planned.checkouts.requests, planned.lunches);
      record(into, 'read', reads, planned.reads.requests, []);
      into.checkouts.push(...checkouts.latenciesMs);
      into.reads.push(...reads.latenciesMs);
    });
    status = readRollingRestartStatus(options.dataDir);
    if (endedAtSlice === undefined && deployAskedAt !== undefined && status && Date.parse(status.startedAt) >= deployAskedAt - 1000 && status.state !== 'running')
      endedAtSlice = index + 1;
  }
  await Promise.all(running);
  return { checkoutsPerSecond, readsPerSecond, status, ...figures, acknowledged };
}

/** p50 and p99 of latencies, in ms. */
export function latencyOf(latencies: number[]): { count: number; p50Ms: number; p99Ms: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

/** How long the restart took, step by step. */
export function deployMsOf(status: RollingRestartStatus): number {
  return Date.parse(status.finishedAt ?? status.startedAt) - Date.parse(status.startedAt);
}

/** The run's figures in a few lines: the deploy's steps, p50/p99 before, during and after it, the failed requests. */
export function describeDeploy(run: DeployUnderLoad): string {
  const line = (name: string, latencies: number[], ms: number) => {
    const { count, p50Ms, p99Ms } = latencyOf(latencies);
    return `${name} ${count} (${((count * 1000) / ms).toFixed(0)}/s offered): p50 ${p50Ms.toFixed(0)} ms, p99 ${p99Ms.toFixed(0)} ms`;
  };
  const { status } = run;
  const steps = status ? status.steps.map((step) => `${step.process} ${(step.ms / 1000).toFixed(1)} s (ready after ${((step.readyMs ?? 0) / 1000).toFixed(1)} s)`).join(', ') : 'no status';
  return (
    `rolling restart of ${status?.steps.length ?? 0} processes ${status?.state ?? 'not started'} in ${status ? (deployMsOf(status) / 1000).toFixed(1) : '?'} s (${steps}) under an open-model load of ` +
    `${run.checkoutsPerSecond} checkouts/s and ${run.readsPerSecond} reads/s:\n` +
    `  before the deploy: ${line('checkouts', run.before.checkouts, run.before.ms)}; ${line('reads', run.before.reads, run.before.ms)}\n` +
    `  during the deploy: ${line('checkouts', run.during.checkouts, run.during.ms)}; ${line('reads', run.during.reads, run.during.ms)}\n` +
    `  after the deploy: ${line('checkouts', run.after.checkouts, run.after.ms)}; ${line('reads', run.after.reads, run.after.ms)}\n` +
    `  failed requests: ${run.before.failures.length} before the deploy (${run.before.connectionFailures} without an answer), ` +
    `${run.during.failures.length} during it (${run.during.connectionFailures} without an answer), ` +
    `${run.after.failures.length} after it (${run.after.connectionFailures} without an answer)`
  );
}
