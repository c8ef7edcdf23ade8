import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { PgBoss } from 'pg-boss';
import { startClockAt } from '@lunchbox/kit/clock';
import { createLogger } from '@lunchbox/kit/logger';
import { metricsRegistry } from '@lunchbox/kit/observability/metrics';
import type { RunningService } from '@lunchbox/kit/service';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startOrderingService } from '../src/main.ts';
import { JOBS_SCHEMA, REMINDERS_JOB, STANDING_ORDERS_JOB } from '../src/scheduling/weekly-jobs.ts';
import { keys, startOrderingHarness, testSettings, type OrderingHarness } from './ordering-harness.ts';
import { addChild, addWeekMenu, caller, lunchesOf, registerParent, setStanding } from './standing-orders-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles.
const NOW = '2026-11-18T12:00:00.000Z';
const WEEK = '2026-11-23';

async function runsOf(job: string, outcome: 'completed' | 'failed'): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('lunchbox_scheduled_job_runs_total')!.get();
  return metric.values.find((value) => value.labels.job === job && value.labels.outcome === outcome)?.value ?? 0;
}

const completedRuns = (job: string) => runsOf(job, 'completed');

describe('the weekly runs on pg-boss', () => {
  let system: OrderingHarness;
  let scheduled: RunningService;
  let client: PgBoss;
  const parent = caller(60, 'sam');

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    scheduled = await startOrderingService({
      databaseUrl: system.databaseUrl,
      bus: system.bus,
      publicKey: keys.publicKey,
      log: createLogger('ordering-scheduled'),
      port: 0,
      settings: { ...testSettings, scheduledJobs: true },
    });
    client = new PgBoss({ connectionString: system.databaseUrl, schema: JOBS_SCHEMA, schedule: false, supervise: false, max: 2 });
    client.on('error', () => undefined);
    await client.start();
    await addWeekMenu(system, WEEK);
    await registerParent(system, parent.userId, 'Sam Ortiz');
    const child = await addChild(system, parent.userId, 'Tia');
    await setStanding(system, parent, child.childId, { active: true, days: { Monday: { mode: 'first' }, Tuesday: { mode: 'first' } } });
  });

  afterAll(async () => {
    await client.stop({ graceful: false });
    await scheduled.stop();
    await system.stop();
  });

  test('when the service starts with scheduled jobs on, then each run has its weekly schedule in school time', async () => {
    const schedules = await waitFor('both weekly schedules', () => client.getSchedules(), { until: (found) => found.length === 2 });
    const byName = Object.fromEntries(schedules.map((schedule) => [schedule.name, schedule]));
    assert.equal(byName[STANDING_ORDERS_JOB]!.cron, '0 18 * * 3');
    assert.equal(byName[REMINDERS_JOB]!.cron, '0 12 * * 4');
    assert.equal(byName[STANDING_ORDERS_JOB]!.timezone, testSettings.schoolTimeZone);
  });

  test("when a placement job is sent to the queue, then a worker places the week's standing orders and counts the run", async () => {
    const before = await completedRuns(STANDING_ORDERS_JOB);
    await client.send(STANDING_ORDERS_JOB, { week: WEEK });
    const lunches = await waitFor('the standing order placed by the job', () => lunchesOf(system, parent.userId, WEEK), {
      until: (rows) => rows.length === 2,
    });
    assert.deepEqual(
      lunches.map((lunch) => lunch.lunch_date),
      ['2026-11-23', '2026-11-24'],
    );
    await waitFor('the job counted as completed', () => completedRuns(STANDING_ORDERS_JOB), { until: (count) => count === before + 1 });
  });

  test('when a run fails after placing its first parent, then pg-boss retries it and the retry places the rest without doubling', async () => {
    const week = '2026-11-30';
    await addWeekMenu(system, week);
    const first = caller(61, 'una');
    const second = caller(62, 'vic');
    for (const [who, name] of [
      [first, 'Una Bell'],
      [second, 'Vic Stone'],
    ] as const) {
      await registerParent(system, who.userId, name);
      const child = await addChild(system, who.userId, `${name.split(' ')[0]} Jr`);
      await setStanding(system, who, child.childId, { active: true, days: { Wednesday: { mode: 'first' } } });
    }
    // The run breaks down at the second parent's checkout (parents are placed lowest id first), as a
    // process killed there would: what committed before stays, the rest is not written.
    await system.pool.query(`
      create function ordering.break_vic() returns trigger language plpgsql as $$
      begin raise exception 'the run broke down'; end $$;
      create trigger break_vic before insert on ordering.lunch_orders for each row when (new.user_id = ${second.userId}) execute function ordering.break_vic();`);
    const failedBefore = await runsOf(STANDING_ORDERS_JOB, 'failed');
    await client.send(STANDING_ORDERS_JOB, { week }, { retryLimit: 3, retryDelay: 1 });
    await waitFor('the run to fail once', () => runsOf(STANDING_ORDERS_JOB, 'failed'), { until: (count) => count > failedBefore });
    assert.equal((await lunchesOf(system, first.userId, week)).length, 1);
    assert.equal((await lunchesOf(system, second.userId, week)).length, 0);

    await system.pool.query('drop trigger break_vic on ordering.lunch_orders; drop function ordering.break_vic();');
    await waitFor('the retry to place the second parent', () => lunchesOf(system, second.userId, week), { until: (rows) => rows.length === 1 });
    assert.equal((await lunchesOf(system, first.userId, week)).length, 1);
    assert.equal((await lunchesOf(system, parent.userId, week)).length, 2);
  });
});
