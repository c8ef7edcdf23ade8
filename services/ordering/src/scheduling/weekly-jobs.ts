import { PgBoss, type Job } from 'pg-boss';
import { now } from '@lunchbox/kit/process/clock';
import { scheduledJobRunsTotal } from '@lunchbox/kit/observability/metrics';
import { runWeekMonday, weekRunSchema, weeklyMomentCron, type WeeklyMoment } from '@lunchbox/domain/weekly-runs';
import type { OrderingDeps } from '../ordering-deps.ts';
import { sendWeekReminders } from '../reminders/send-week-reminders.ts';
import { placeStandingOrdersForWeek } from '../standing-orders/place-standing-orders.ts';

/**
 * The weekly runs of issue 27 on pg-boss, a job queue kept in ordering's PostgreSQL (its own schema):
 * every replica registers the same schedule and a worker, pg-boss sends one job per cron moment
 * and hands it to one worker, and a failed run is retried. The runs themselves are idempotent
 * (checkout ids and reminder rows per parent and week), so a retry after a crash finishes the week.
 */
export const JOBS_SCHEMA = 'ordering_jobs';
export const STANDING_ORDERS_JOB = 'ordering-standing-orders';
export const REMINDERS_JOB = 'ordering-reminders';

/** A job may name its week (an operator's send); a scheduled one works on the week after today's at the schools. */
export interface WeeklyJobData {
  week?: string;
}

const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 };

export function startWeeklyJobs(deps: OrderingDeps, databaseUrl: string): { stop(): Promise<void> } {
  const { settings, log } = deps;
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOBS_SCHEMA, max: 3, application_name: 'ordering-jobs' });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  const jobs: { name: string; at: WeeklyMoment; run: (week: string) => Promise<unknown> }[] = [
    { name: STANDING_ORDERS_JOB, at: settings.standingOrdersAt, run: (week) => placeStandingOrdersForWeek(deps, week) },
    { name: REMINDERS_JOB, at: settings.remindersAt, run: (week) => sendWeekReminders(deps, week) },
  ];
  const started = (async () => {
    await boss.start();
    for (const job of jobs) {
      await createQueueOnce(boss, job.name);
      await boss.work<WeeklyJobData>(job.name, { pollingIntervalSeconds: 1 }, (batch) => runCounted(deps, job.name, batch, job.run));
      await boss.schedule(job.name, weeklyMomentCron(job.at), {}, { tz: settings.schoolTimeZone });
    }
    log.info({ jobs: jobs.map((job) => ({ name: job.name, cron: weeklyMomentCron(job.at) })), tz: settings.schoolTimeZone }, 'weekly jobs scheduled');
  })();
  started.catch((error: unknown) => log.error({ err: error }, 'weekly jobs failed to start'));
  return {
    async stop() {
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

async function runCounted(deps: OrderingDeps, name: string, batch: Job<WeeklyJobData>[], run: (week: string) => Promise<unknown>): Promise<void> {
  for (const job of batch) {
    try {
      const week = job.data?.week ? weekRunSchema.parse({ week: job.data.week }).week : runWeekMonday(now(), deps.settings.schoolTimeZone);
      const result = await run(week);
      scheduledJobRunsTotal.inc({ job: name, outcome: 'completed' });
      deps.log.info({ job: name, jobId: job.id, week, result }, 'scheduled job completed');
    } catch (error) {
      scheduledJobRunsTotal.inc({ job: name, outcome: 'failed' });
      // A run pg-boss will try again is a warning; the last try failing is the error an operator must see.
      const retries = (job.retryCount ?? 0) < QUEUE_OPTIONS.retryLimit;
      const fields = { err: error, job: name, jobId: job.id, retry: job.retryCount };
      if (retries) deps.log.warn(fields, 'scheduled job failed; pg-boss retries it');
      else deps.log.error(fields, 'scheduled job failed on its last try');
      throw error;
    }
  }
}

/** Replicas starting together may race to create the queue: the one that loses finds it made. */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, QUEUE_OPTIONS);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}
