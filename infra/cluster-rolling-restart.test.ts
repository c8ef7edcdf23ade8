import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type pg from 'pg';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { createTestDatabase, observerPool, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { arrivalTimes } from './bench/arrivals.ts';
import { LoadGenerator, percentile, type LoadResult, type PlannedRequest } from './bench/load-generator.ts';
import { assertNothingLostOrDoubled, seedSchool, type Acknowledged, type Lunch } from './test/cluster-school.ts';
import { cartItem } from './test/fixtures.ts';
import { clusterPid, MailFolder, spawnCluster, stopCluster } from './test/local-cluster.ts';
import { TEST_ADMIN, TEST_CAPTCHA } from './test/test-system.ts';

/** Monday 23 November 2026, 8 AM at the schools: Tuesday to Friday and all of next week can be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
/** Minutes long on a busy machine: run by `npm run test:deploy` (docs/deploying.md), skipped by a plain `npm test`. */
const describeDeploy = process.env.LUNCHBOX_DEPLOY_TESTS ? describe : describe.skip;
/**
 * The issue's load: checkouts and reads (two public for one signed-in) a second, offered at random
 * instants whether or not earlier ones were answered. A machine that cannot carry it before any
 * deploy (its latency grows without bound and connections are refused) proves nothing about the
 * deploy: DEPLOY_TEST_CHECKOUTS_PER_SECOND and DEPLOY_TEST_READS_PER_SECOND lower it there.
 */
const CHECKOUTS_PER_SECOND = Number(process.env.DEPLOY_TEST_CHECKOUTS_PER_SECOND ?? 30);
const READS_PER_SECOND = Number(process.env.DEPLOY_TEST_READS_PER_SECOND ?? 300);
const SIGNED_IN_READS_PER_SECOND = Math.round(READS_PER_SECOND / 3);
const PUBLIC_READS_PER_SECOND = READS_PER_SECOND - SIGNED_IN_READS_PER_SECOND;
/** The load is offered in slices of this length, one after the other, until the deploy has ended. */
const SLICE_MS = 10_000;
/** Slices before the deploy is asked for: the figures it is compared with. */
const SLICES_BEFORE = 2;
/** Every checkout is a lunch of its own: 80 parents × 12 children × 9 school days is 288 s of checkouts at 30/s. */
const PARENTS = Math.max(10, Math.ceil((80 * CHECKOUTS_PER_SECOND) / 30));
const CHILDREN_PER_PARENT = 12;

/** Every process of every service, in the order the cluster replaces them. */
const PROCESSES = ['identity', 'menu', 'ordering-1', 'ordering-2', 'notification', 'gateway-1', 'gateway-2'];

interface RollingRestartStatus {
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt?: string;
  steps: Array<{ process: string; pid: number | undefined; ms: number }>;
  error?: string;
}

interface Figures {
  checkouts: number[];
  reads: number[];
  ms: number;
}

const line = (name: string, latencies: number[], ms: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${name} ${latencies.length} (${((latencies.length * 1000) / ms).toFixed(0)}/s offered): p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
};

/**
 * Issue 29 §1: a rolling restart of every process of the local cluster (each subgraph replica and
 * each gateway replaced by a new one, the new one ready and in the pools before the old one leaves
 * them and finishes its requests) while parents keep checking out and reading: no request fails (no
 * 5xx, no reset connection), no lunch or e-mail is lost or doubled, and the latency during the
 * deploy is printed beside the latency before it.
 */
describeDeploy('a rolling restart of the local cluster under load', () => {
  let cluster: ChildProcess | undefined;
  let dataDir: string;
  let database: TestDatabase;
  let observer: pg.Pool;
  let baseUrl: string;
  /** Two pairs of load generators (checkouts, reads) that take the slices in turn. */
  const checkoutLoads: LoadGenerator[] = [];
  const readLoads: LoadGenerator[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    observer = observerPool(database.url, 2);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-rolling-restart-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    cluster = spawnCluster({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      IDENTITY_PORT: String(await freePort()),
      MENU_PORT: String(await freePort()),
      ORDERING_PORT: String(await freePort()),
      ORDERING_REPLICA_PORT: String(await freePort()),
      NOTIFICATION_PORT: String(await freePort()),
      TEST_NOW,
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
    });
    await waitFor(
      'the cluster to answer /readyz',
      async () => {
        if (cluster?.exitCode !== null) throw new Error('the cluster exited');
        return fetch(`${baseUrl}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeoutMs: 300_000, intervalMs: 250 },
    );
    checkoutLoads.push(...(await Promise.all([LoadGenerator.start(), LoadGenerator.start()])));
    readLoads.push(...(await Promise.all([LoadGenerator.start(), LoadGenerator.start()])));
  });

  afterAll(async () => {
    await Promise.all([...checkoutLoads, ...readLoads].map((load) => load.stop()));
    await stopCluster(cluster);
    await observer?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('when every process is replaced one at a time during checkouts and reads, then no request fails and no lunch or e-mail is lost or doubled', async () => {
    const { parents, lunches } = await seedSchool({ baseUrl, now: new Date(TEST_NOW), parents: PARENTS, childrenPerParent: CHILDREN_PER_PARENT, observer });
    const mail = new MailFolder(path.join(dataDir, 'cluster-mail'));
    const pidsBefore = PROCESSES.map((name) => clusterPid(dataDir, name));
    const statusFile = path.join(dataDir, 'cluster', 'rolling-restart.json');
    const deployStatus = (): RollingRestartStatus | undefined => {
      try {
        return JSON.parse(readFileSync(statusFile, 'utf8')) as RollingRestartStatus;
      } catch {
        return undefined;
      }
    };

    let nextLunch = 0;
    const slice = (index: number) => {
      const checkoutCount = Math.round((CHECKOUTS_PER_SECOND * SLICE_MS) / 1000);
      if (nextLunch + checkoutCount > lunches.length)
        throw new Error(`no lunches left to order after ${index} slices: the deploy took longer than the seeded school allows`);
      const sliceLunches = lunches.slice(nextLunch, nextLunch + checkoutCount);
      nextLunch += checkoutCount;
      const checkouts: PlannedRequest[] = sliceLunches.map((lunch) => ({
        url: `${baseUrl}/api/checkout`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: lunch.parent.person.cookieHeader, 'x-forwarded-for': lunch.parent.person.address },
        body: JSON.stringify({ checkoutId: randomUUID(), items: [cartItem(lunch.parent, lunch.child, lunch.item, lunch.date, { addedAt: TEST_NOW })] }),
      }));
      const publicReads = Math.round((PUBLIC_READS_PER_SECOND * SLICE_MS) / 1000);
      const signedInReads = Math.round((SIGNED_IN_READS_PER_SECOND * SLICE_MS) / 1000);
      // Public and signed-in reads interleaved (two of one, one of the other), each signed-in one a parent's own.
      const reads: PlannedRequest[] = Array.from({ length: publicReads + signedInReads }, (_, n): PlannedRequest => {
        const parent = parents[n % parents.length]!;
        return n % 3 === 2
          ? { url: `${baseUrl}/api/my-lunch-orders`, method: 'GET', headers: { cookie: parent.person.cookieHeader, 'x-forwarded-for': parent.person.address } }
          : { url: `${baseUrl}/api/weekly-menu-items/active`, method: 'GET', headers: { 'x-forwarded-for': parent.person.address } };
      });
      return {
        lunches: sliceLunches,
        checkouts: {
          requests: checkouts,
          concurrency: 1,
          maxRequests: checkouts.length,
          maxDurationMs: 600_000,
          keepBodies: true,
          arrivalsMs: arrivalTimes(checkouts.length, SLICE_MS, 29 + index),
        },
        reads: {
          requests: reads,
          concurrency: 1,
          maxRequests: reads.length,
          maxDurationMs: 600_000,
          arrivalsMs: arrivalTimes(reads.length, SLICE_MS, 2900 + index),
        },
      };
    };

    const acknowledged = new Map<string, Acknowledged>();
    const failures: string[] = [];
    const figures: Record<'before' | 'during', Figures> = { before: { checkouts: [], reads: [], ms: 0 }, during: { checkouts: [], reads: [], ms: 0 } };
    const record = (phase: string, what: 'checkout' | 'read', result: LoadResult, requests: PlannedRequest[], sliceLunches: Lunch[]) => {
      result.statuses.forEach((status, index) => {
        const ok = what === 'checkout' ? status === 201 : status === 200;
        if (!ok) failures.push(`${phase} the deploy: ${what} ${requests[index]!.url}: ${status === 0 ? 'connection failed' : status}`);
        if (what === 'checkout' && ok) {
          const body = JSON.parse(result.bodies[index]!) as { orders: Array<{ id: number }> };
          const checkoutId = (JSON.parse(requests[index]!.body!) as { checkoutId: string }).checkoutId;
          acknowledged.set(checkoutId, { lunch: sliceLunches[index]!, orderIds: body.orders.map((order) => order.id) });
        }
      });
      for (const error of result.errors) failures.push(`${phase} the deploy: ${what}: ${error}`);
    };

    // Slices start on schedule, each on the generator pair that is free (two pairs take turns), so
    // the load stays steady while a slow slice's last answers are still coming in.
    let deployAskedAt: number | undefined;
    let status: RollingRestartStatus | undefined;
    const running: Array<Promise<void> | undefined> = [undefined, undefined];
    const loadStarted = Date.now();
    for (let index = 0; ; index += 1) {
      const pair = index % 2;
      await running[pair];
      const planned = slice(index);
      await Promise.all([checkoutLoads[pair]!.prepare(planned.checkouts), readLoads[pair]!.prepare(planned.reads)]);
      const due = loadStarted + index * SLICE_MS;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      if (index === SLICES_BEFORE) {
        process.kill(cluster!.pid!, 'SIGUSR2');
        deployAskedAt = Date.now();
      }
      const phaseName = deployAskedAt === undefined ? 'before' : 'during';
      const phase = figures[phaseName];
      phase.ms += SLICE_MS;
      running[pair] = Promise.all([checkoutLoads[pair]!.start(), readLoads[pair]!.start()]).then(([checkouts, reads]) => {
        record(phaseName, 'checkout', checkouts, planned.checkouts.requests, planned.lunches);
        record(phaseName, 'read', reads, planned.reads.requests, []);
        phase.checkouts.push(...checkouts.latenciesMs);
        phase.reads.push(...reads.latenciesMs);
      });
      status = deployStatus();
      if (deployAskedAt !== undefined && status && Date.parse(status.startedAt) >= deployAskedAt - 1000 && status.state !== 'running') break;
    }
    await Promise.all(running);
    assert.equal(status?.state, 'done', `the rolling restart ended: ${JSON.stringify(status)}`);
    const deployMs = Date.parse(status.finishedAt!) - Date.parse(status.startedAt);
    console.log(
      `rolling restart of ${status.steps.length} processes in ${(deployMs / 1000).toFixed(1)} s (${status.steps.map((step) => `${step.process} ${(step.ms / 1000).toFixed(1)} s`).join(', ')}) under an open-model load of ` +
        `${CHECKOUTS_PER_SECOND} checkouts/s and ${READS_PER_SECOND} reads/s:\n` +
        `  before the deploy: ${line('checkouts', figures.before.checkouts, figures.before.ms)}; ${line('reads', figures.before.reads, figures.before.ms)}\n` +
        `  during the deploy: ${line('checkouts', figures.during.checkouts, figures.during.ms)}; ${line('reads', figures.during.reads, figures.during.ms)}\n` +
        `  failed requests: ${failures.filter((failure) => failure.startsWith('before')).length} before the deploy, ${failures.filter((failure) => failure.startsWith('during')).length} during it`,
    );
    assert.deepEqual(failures.slice(0, 20), [], `no request failed (${failures.length} did)`);
    assert.deepEqual(
      status.steps.map((step) => step.process),
      PROCESSES,
      'every process of every service was replaced',
    );
    const pidsAfter = PROCESSES.map((name) => clusterPid(dataDir, name));
    assert.ok(
      pidsAfter.every((pid, index) => pid !== pidsBefore[index]),
      `every process runs with a new pid (${pidsBefore.join(', ')} → ${pidsAfter.join(', ')})`,
    );
    await assertNothingLostOrDoubled('after the rolling restart', observer, mail, acknowledged);
  }, 1_500_000);
});
