import type { DataClient } from '../lib/data-layer.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { nextTask } from './next-task.ts';

/**
 * A worker that makes the browser's first date formatter, then one in the zone it is sent (date-format-warm-up.worker.ts):
 * the tables they build are then ready for the page's own formatters without costing the page's
 * thread. Only a head start: the dates are worked out on the page as before. Resolves once the
 * worker has answered for the zone, or failed.
 */
function dateFormatWarmUp(): { warmUp: (timeZone: string | undefined) => Promise<void> } {
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./date-format-warm-up.worker.ts', import.meta.url));
  } catch {
    worker = undefined;
  }
  return {
    warmUp: (timeZone) =>
      new Promise((resolve) => {
        if (!worker) return resolve();
        if (!timeZone) {
          worker.terminate();
          return resolve();
        }
        const done = () => {
          worker.terminate();
          resolve();
        };
        worker.addEventListener('message', done);
        worker.addEventListener('error', done);
        worker.postMessage(timeZone);
      }),
  };
}

/**
 * The time zone data a screen's first date ("today" at the schools) needs, which the browser loads on
 * its first use: in a task of its own while the screen's code and data arrive, rather than in the
 * screen's first render, which is long enough already (the weekly menu, the dashboard's week, the order form's deadlines).
 */
export async function loadTimeZoneData(client: DataClient): Promise<void> {
  const worker = dateFormatWarmUp();
  const [{ data }, { isValidTimeZone, schoolToday }] = await Promise.all([
    client.query({ query: SCHOOL_SETTINGS_QUERY }),
    import('@lunchbox/domain/school-dates'),
  ]);
  const timeZone = data?.schoolSettings.timeZone;
  await worker.warmUp(timeZone);
  await nextTask();
  if (timeZone && isValidTimeZone(timeZone)) schoolToday(new Date(), timeZone);
}
