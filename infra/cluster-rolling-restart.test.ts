import assert from 'node:assert/strict';
import os from 'node:os';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type pg from 'pg';
import { createTestDatabase, observerPool, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import type { LoadGenerator } from './bench/load-generator.ts';
import {
  CHILDREN_PER_PARENT,
  DEPLOY_GOAL,
  DEPLOYED_PROCESSES,
  describeDeploy,
  parentsFor,
  rollingRestartUnderLoad,
  startDeployLoads,
} from './bench/rolling-restart-load.ts';
import { assertNothingLostOrDoubled, seedSchool } from './test/cluster-school.ts';
import { startLocalCluster, type LocalCluster } from './test/local-cluster.ts';

/** Monday 23 November 2026, 8 AM at the schools: Tuesday to Friday and all of next week can be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
/** Minutes long on a busy machine: run by `npm run test:deploy` (docs/deploying.md), skipped by a plain `npm test`. */
const describeWhenAsked = process.env.LUNCHBOX_DEPLOY_TESTS ? describe : describe.skip;
/**
 * The load. A machine that cannot carry it before any deploy (its latency grows without
 * bound) proves nothing about the deploy: DEPLOY_TEST_CHECKOUTS_PER_SECOND and
 * DEPLOY_TEST_READS_PER_SECOND lower it there.
 */
const CHECKOUTS_PER_SECOND = Number(process.env.DEPLOY_TEST_CHECKOUTS_PER_SECOND ?? DEPLOY_GOAL.checkoutsPerSecond);
const READS_PER_SECOND = Number(process.env.DEPLOY_TEST_READS_PER_SECOND ?? DEPLOY_GOAL.readsPerSecond);

/**
 * Issue 29 §1: a rolling restart of every process of the local cluster (each subgraph replica and
 * each gateway replaced by a new one, the new one ready and in the pools before the old one leaves
 * them and finishes its requests) while parents keep checking out and reading: no request fails (no
 * 5xx, no reset connection), no lunch or e-mail is lost or doubled, and the latency during the
 * deploy is printed beside the latency before it.
 */
describeWhenAsked('a rolling restart of the local cluster under load', () => {
  let cluster: LocalCluster | undefined;
  let database: TestDatabase;
  let observer: pg.Pool;
  const loads: LoadGenerator[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    observer = observerPool(database.url, 2);
    const started = Date.now();
    cluster = await startLocalCluster({ name: 'rolling-restart', databaseUrl: database.url, testNow: TEST_NOW });
    loads.push(...(await startDeployLoads()));
    console.log(`the local cluster started in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)})`);
  });

  afterAll(async () => {
    await Promise.all(loads.map((load) => load.stop()));
    await cluster?.remove();
    await observer?.end();
    await database?.drop();
  });

  test('when every process is replaced one at a time during checkouts and reads, then no request fails and no lunch or e-mail is lost or doubled', async () => {
    const { baseUrl, dataDir } = cluster!;
    const seedingStarted = Date.now();
    const { parents, lunches } = await seedSchool({
      baseUrl,
      now: new Date(TEST_NOW),
      parents: parentsFor(CHECKOUTS_PER_SECOND),
      childrenPerParent: CHILDREN_PER_PARENT,
      observer,
    });
    console.log(`the school seeded in ${((Date.now() - seedingStarted) / 1000).toFixed(1)} s: ${parents.length} parents, ${lunches.length} lunches to order`);
    const pidsBefore = DEPLOYED_PROCESSES.map((name) => cluster!.pid(name));
    const loadAverageBefore = os.loadavg()[0]!;
    const run = await rollingRestartUnderLoad({
      baseUrl,
      dataDir,
      clusterPid: cluster!.process.pid!,
      parents,
      lunches,
      addedAt: TEST_NOW,
      checkoutsPerSecond: CHECKOUTS_PER_SECOND,
      readsPerSecond: READS_PER_SECOND,
      loads,
    });
    console.log(`${describeDeploy(run)}\n  load average (1 min): ${loadAverageBefore.toFixed(1)} before the load, ${os.loadavg()[0]!.toFixed(1)} at its end`);
    assert.equal(run.status?.state, 'done', `the rolling restart ended: ${JSON.stringify(run.status)}`);
    const failures = (['before', 'during', 'after'] as const).flatMap((phase) => run[phase].failures.map((failure) => `${phase} the deploy: ${failure}`));
    const examples = [...run.before.examples, ...run.during.examples, ...run.after.examples];
    assert.deepEqual(failures.slice(0, 20), [], `no request failed (${failures.length} did; examples: ${examples.join(' | ')})`);
    assert.deepEqual(
      run.status.steps.map((step) => step.process),
      DEPLOYED_PROCESSES,
      'every process of every service was replaced',
    );
    const pidsAfter = DEPLOYED_PROCESSES.map((name) => cluster!.pid(name));
    assert.ok(
      pidsAfter.every((pid, index) => pid !== pidsBefore[index]),
      `every process runs with a new pid (${pidsBefore.join(', ')} → ${pidsAfter.join(', ')})`,
    );
    await assertNothingLostOrDoubled('after the rolling restart', observer, cluster!.mail, run.acknowledged, cluster!.natsUrl);
  }, 1_500_000);
});
