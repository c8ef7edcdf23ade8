import type { DataClient } from '../lib/data-layer.ts';
import { SCHOOL_SETTINGS_QUERY } from '../lib/school-clock.ts';
import { nextTask } from './next-task.ts';

/**
 * Resolves once a worker has made the browser's first date formatter, or could not: its table of
 * locales, built on that first use, is then ready for the page's own formatters without costing the
 * page's thread. Only a head start: the dates are worked out on the page as before.
 */
function warmUpDateFormats(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./date-format-warm-up.worker.ts', import.meta.url));
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
    } catch {
      resolve();
    }
  });
}

/**
 * The time zone data a screen's first date ("today" at the schools) needs, which the browser loads on
 * its first use: in a task of its own while the screen's code and data arrive, rather than in the
 * screen's first render, which is long enough already (the weekly menu, the dashboard's week, the order form's deadlines).
 */
export async function loadTimeZoneData(client: DataClient): Promise<void> {
  const [{ data }, { isValidTimeZone, schoolToday }] = await Promise.all([
    client.query({ query: SCHOOL_SETTINGS_QUERY }),
    import('@lunchbox/domain/school-dates'),
    warmUpDateFormats(),
  ]);
  await nextTask();
  const timeZone = data?.schoolSettings.timeZone;
  if (timeZone && isValidTimeZone(timeZone)) schoolToday(new Date(), timeZone);
}
