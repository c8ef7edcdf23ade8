interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint:
 * start-up work split by it runs as several short tasks instead of one long one, which a phone's
 * taps would wait for. `scheduler.yield` (Chromium) resumes ahead of other queued tasks; elsewhere a
 * zero timeout stands in.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
