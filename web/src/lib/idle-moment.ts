/**
 * Safari has no idle callbacks (and jsdom no cancelIdleCallback): a timeout this long stands in,
 * about what a phone takes to finish the tasks that drew and adopted the screen. One figure for
 * every caller: each one's own deadline still caps it.
 */
const WITHOUT_IDLE_CALLBACKS_MS = 200;

/**
 * Runs `run` in the browser's next idle moment, for work no screen is waiting for; at the latest
 * after `deadlineMs`, so that a page that is never idle still gets it. Returns what cancels it.
 */
export function whenIdle(run: () => void, deadlineMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const idle = window.requestIdleCallback(() => run(), { timeout: deadlineMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(run, Math.min(deadlineMs, WITHOUT_IDLE_CALLBACKS_MS));
  return () => window.clearTimeout(timer);
}

/** `whenIdle` as a promise, for a sequence of steps that each wait for an idle moment. */
export function idleMoment(deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, deadlineMs);
  });
}
