/**
 * A script the page runs before its own: `Date` (new Date(), Date.now(), Date()) reads the
 * server's clock rather than this machine's, the same way as the browser scenarios' clock
 * (web/e2e/support/browser-clock.ts), so subclasses of Date keep working. Timers and the
 * performance clock are left alone.
 */
export function clockShim(offsetMs: number): string {
  return `(() => {
    const NativeDate = Date;
    const now = () => NativeDate.now() + ${offsetMs};
    function ShiftedDate(...args) {
      if (!new.target) return new NativeDate(now()).toString();
      return Reflect.construct(NativeDate, args.length === 0 ? [now()] : args, new.target);
    }
    Object.setPrototypeOf(ShiftedDate, NativeDate);
    ShiftedDate.prototype = NativeDate.prototype;
    ShiftedDate.now = now;
    globalThis.Date = ShiftedDate;
  })();`;
}
