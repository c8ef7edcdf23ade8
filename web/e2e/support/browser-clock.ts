import type { Page } from '@playwright/test';

/**
 * Starts the page's clock at `iso` and lets it run on, as the servers' TEST_NOW clock does, so the
 * browser and the services agree on what "now" is.
 *
 * Not page.clock: its fake Date is a function whose instances are plain Dates, so subclasses of
 * Date (TZDate, which the shared date rules use to read instants in the schools' zone) silently
 * lose their zone. This Date shifts the time and keeps `class X extends Date` working.
 */
export async function startBrowserClockAt(page: Page, iso: string): Promise<void> {
  await page.addInitScript((startMs: number) => {
    const NativeDate = Date;
    const offsetMs = startMs - NativeDate.now();
    const now = () => NativeDate.now() + offsetMs;
    function ShiftedDate(this: unknown, ...args: unknown[]): unknown {
      if (!new.target) return new NativeDate(now()).toString();
      return Reflect.construct(NativeDate, args.length === 0 ? [now()] : args, new.target);
    }
    Object.setPrototypeOf(ShiftedDate, NativeDate);
    ShiftedDate.prototype = NativeDate.prototype;
    ShiftedDate.now = now;
    globalThis.Date = ShiftedDate as unknown as DateConstructor;
  }, Date.parse(iso));
}
