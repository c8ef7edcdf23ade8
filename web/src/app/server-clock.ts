import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The clock a page drawn on the server reads (signed-in-render.tsx): the servers' own, which runs at
 * TEST_NOW in tests and the bench, where the browser's runs there too. The screens read `new Date()`
 * and `Date.now()`, so those are shifted, but only inside that drawing (an AsyncLocalStorage), never
 * for the rest of the process that draws many visitors' pages; and only once some drawing asks for
 * another time than the machine's (never in production, where both are the real time).
 */
const shift = new AsyncLocalStorage<number>();
let installed = false;

function install(): void {
  const NativeDate = Date;
  const now = () => NativeDate.now() + (shift.getStore() ?? 0);
  function ShiftedDate(...args: unknown[]): unknown {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length === 0 ? [now()] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, NativeDate);
  ShiftedDate.prototype = NativeDate.prototype;
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  installed = true;
}

/** Runs `draw` with `new Date()` and `Date.now()` reading `nowMs` (and running on from there). */
export function atTime<T>(nowMs: number, draw: () => Promise<T>): Promise<T> {
  const offset = nowMs - Date.now();
  // Within a second: the same clock (the two readings were taken a moment apart).
  if (Math.abs(offset) < 1000 && !installed) return draw();
  if (!installed) install();
  return shift.run(offset, draw);
}
