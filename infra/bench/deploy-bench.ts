import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres, THROWAWAY_POSTGRES_FLAGS } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { assertNothingLostOrDoubled, seedSchool } from '../test/cluster-school.ts';
import { startLocalCluster } from '../test/local-cluster.ts';
import type { LoadGenerator } from './load-generator.ts';
import {
  CHILDREN_PER_PARENT,
  DEPLOY_GOAL,
  deployMsOf,
  describeDeploy,
  latencyOf,
  parentsFor,
  rollingRestartUnderLoad,
  startDeployLoads,
  type DeployUnderLoad,
} from './rolling-restart-load.ts';

/**
 * The deploy bench (issue 29 §1): `npm run bench -- deploy [--checkouts=30] [--reads=300]` (a full
 * `npm run bench` runs it last), or `node --import tsx infra/bench/deploy-bench.ts` with the same flags.
 * The local cluster on an embedded PostgreSQL of its own, a school seeded through the public API,
 * then a rolling restart of every process under the open-model load (infra/bench/rolling-restart-load.ts,
 * the same run the rolling-restart test asserts on). It prints, beside the goal, the p50/p99 of
 * checkouts and reads before and during the deploy, the failed requests and the lost and doubled
 * lunches and e-mails, with the machine's load average, and writes them as the deploy section of
 * infra/bench/results.md (the rest of the file stays). Exit code 1 when a request failed or a lunch
 * or an e-mail was lost or doubled.
 */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md');
const SECTION_START = '<!-- deploy section: written by npm run bench -- deploy -->';
const SECTION_END = '<!-- end of deploy section -->';

/** results.md with its deploy section replaced by `section` (or added at the end). */
function withDeploySection(existing: string, section: string): string {
  const wrapped = `${SECTION_START}\n\n${section.trimEnd()}\n\n${SECTION_END}\n`;
  const start = existing.indexOf(SECTION_START);
  const end = existing.indexOf(SECTION_END);
  if (start >= 0 && end > start) return `${existing.slice(0, start)}${wrapped}${existing.slice(end + SECTION_END.length).replace(/^\n+/, '')}`;
  return `${existing.trimEnd()}\n\n${wrapped}`;
}

const { values: flags } = parseArgs({
  options: {
    checkouts: { type: 'string', default: String(DEPLOY_GOAL.checkoutsPerSecond) },
    reads: { type: 'string', default: String(DEPLOY_GOAL.readsPerSecond) },
  },
  // `npm run bench -- deploy` passes the bench's other flags along.
  strict: false,
  allowPositionals: true,
});
const checkoutsPerSecond = Number(flags.checkouts);
const readsPerSecond = Number(flags.reads);

const failedOf = (run: DeployUnderLoad) => run.before.failures.length + run.during.failures.length + run.after.failures.length;

interface Count {
  stored: number;
  lost: number;
  doubled: number;
  emails: number;
  problem?: string;
}

function render(run: DeployUnderLoad, count: Count, load: { start: number; end: number }): string {
  const before = { checkouts: latencyOf(run.before.checkouts), reads: latencyOf(run.before.reads) };
  const during = { checkouts: latencyOf(run.during.checkouts), reads: latencyOf(run.during.reads) };
  const after = { checkouts: latencyOf(run.after.checkouts), reads: latencyOf(run.after.reads) };
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const failed = failedOf(run);
  const withoutAnswer = run.before.connectionFailures + run.during.connectionFailures + run.after.connectionFailures;
  const meets = (ok: boolean) => (ok ? 'yes' : '**no**');
  const atGoal = checkoutsPerSecond >= DEPLOY_GOAL.checkoutsPerSecond && readsPerSecond >= DEPLOY_GOAL.readsPerSecond;
  return [
    '## Deploy: a rolling restart under load',
    '',
    `Written by \`npm run bench -- deploy\` on ${new Date().toISOString()}, on ${os.cpus().length} cores, load average (1 min) ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end${load.start > os.cpus().length ? ' (busy: other processes shared the cores)' : ''}.`,
    '',
    `Every process of the local cluster (identity, menu, two ordering replicas, notification, two gateways behind the front proxy) replaced one at a time (\`npm run cluster -- --rolling-restart\`) while parents check out and read, offered at random instants whether or not earlier requests were answered (open model). ${atGoal ? "At the goal's rate." : `**Below the goal's rate** (${checkoutsPerSecond} checkouts/s and ${readsPerSecond} reads/s offered).`}`,
    '',
    '| figure | goal | measured | met |',
    '| --- | --- | --- | --- |',
    `| load offered for the whole deploy | ≥ ${DEPLOY_GOAL.checkoutsPerSecond} checkouts/s and ≥ ${DEPLOY_GOAL.readsPerSecond} reads/s (public and signed-in) | ${checkoutsPerSecond} checkouts/s and ${readsPerSecond} reads/s | ${meets(atGoal)} |`,
    `| rolling restart | every process replaced | ${run.status?.steps.length ?? 0} processes, ${run.status?.state ?? 'not started'}, in ${run.status ? (deployMsOf(run.status) / 1000).toFixed(1) : '?'} s | ${meets(run.status?.state === 'done')} |`,
    `| failed requests (5xx, reset or refused) | 0 | ${failed} (${run.before.failures.length} before the deploy, ${run.during.failures.length} during it, ${run.after.failures.length} after it; ${withoutAnswer} without an answer) | ${meets(failed === 0)} |`,
    `| lunches lost / doubled | 0 / 0 | ${count.lost} / ${count.doubled} (${count.stored} stored) | ${meets(count.lost === 0 && count.doubled === 0)} |`,
    `| confirmation e-mails | one per lunch | ${count.emails} for ${count.stored} lunches${count.problem ? ` (${count.problem})` : ''} | ${meets(!count.problem)} |`,
    '',
    '| latency (requests) | before the deploy | during the deploy | after it |',
    '| --- | --- | --- | --- |',
    `| checkouts p50 / p99 | ${ms(before.checkouts.p50Ms)} / ${ms(before.checkouts.p99Ms)} (${before.checkouts.count}) | ${ms(during.checkouts.p50Ms)} / ${ms(during.checkouts.p99Ms)} (${during.checkouts.count}) | ${ms(after.checkouts.p50Ms)} / ${ms(after.checkouts.p99Ms)} (${after.checkouts.count}) |`,
    `| reads p50 / p99 | ${ms(before.reads.p50Ms)} / ${ms(before.reads.p99Ms)} (${before.reads.count}) | ${ms(during.reads.p50Ms)} / ${ms(during.reads.p99Ms)} (${during.reads.count}) | ${ms(after.reads.p50Ms)} / ${ms(after.reads.p99Ms)} (${after.reads.count}) |`,
    '',
    `Steps (each: the new process started, ready, in the pools, the old one drained and stopped): ${run.status?.steps.map((step) => `${step.process} ${(step.ms / 1000).toFixed(1)} s (the new one ready after ${((step.readyMs ?? 0) / 1000).toFixed(1)} s)`).join(', ') ?? 'none'}.`,
    '',
    'A machine that cannot carry the load before the deploy (its p50 before the deploy already in seconds) says nothing about the deploy: the figures before it are the ones to compare with.',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const log = createLogger('deploy-bench');
  const loadAtStart = os.loadavg()[0]!;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-deploy-bench-'));
  const postgres = await startEmbeddedPostgres({ dataDir, log, persistent: false, postgresFlags: THROWAWAY_POSTGRES_FLAGS });
  // PostgreSQL may end its idle connections ('terminating connection due to administrator command')
  // while the cluster restarts and stops; the pool's unheard 'error' event once ended the bench with
  // a crash after its results were written.
  const observer = observerPool(postgres.url, 2);
  const cluster = await startLocalCluster({ name: 'deploy-bench', databaseUrl: postgres.url, testNow: TEST_NOW, env: { LOG_LEVEL: 'error' } });
  let loads: LoadGenerator[] = [];
  try {
    console.log(`cluster ready at ${cluster.baseUrl}; seeding the school`);
    const { parents, lunches } = await seedSchool({
      baseUrl: cluster.baseUrl,
      now: new Date(TEST_NOW),
      parents: parentsFor(checkoutsPerSecond),
      childrenPerParent: CHILDREN_PER_PARENT,
      observer,
    });
    loads = await startDeployLoads();
    console.log(`${parents.length} parents, ${lunches.length} lunches to order; load and rolling restart`);
    const run = await rollingRestartUnderLoad({
      baseUrl: cluster.baseUrl,
      dataDir: cluster.dataDir,
      clusterPid: cluster.process.pid!,
      parents,
      lunches,
      addedAt: TEST_NOW,
      checkoutsPerSecond,
      readsPerSecond,
      loads,
    });
    console.log(describeDeploy(run));
    let count: Count;
    try {
      count = await assertNothingLostOrDoubled('after the rolling restart', observer, cluster.mail, run.acknowledged);
    } catch (error) {
      count = {
        stored: Number.NaN,
        lost: Number.NaN,
        doubled: Number.NaN,
        emails: Number.NaN,
        problem: error instanceof Error ? error.message.split('\n')[0] : String(error),
      };
    }
    const report = render(run, count, { start: loadAtStart, end: os.loadavg()[0]! });
    console.log(`\n${report}`);
    writeFileSync(resultsFile, withDeploySection(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n', report));
    console.log('wrote the deploy section of infra/bench/results.md');
    const failed = failedOf(run);
    return failed === 0 && !count.problem && run.status?.state === 'done' ? 0 : 1;
  } finally {
    await Promise.all(loads.map((load) => load.stop()));
    await cluster.remove();
    await observer.end();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
