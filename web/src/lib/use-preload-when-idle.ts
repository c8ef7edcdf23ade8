import { useEffect } from 'react';

/**
 * Fetches a chunk once the browser is idle after the screen has drawn, so that it is here before
 * the tap that needs it: fetched only when the person reaches for the button, its modules were still
 * being compiled when the tap was to be painted, some 300 ms later on a loaded phone (issue 34: INP).
 * Safari (and jsdom, without cancelIdleCallback) has no idle callbacks: a short timeout stands in.
 * `preload` must keep its identity.
 */
export function usePreloadWhenIdle(preload: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    if (typeof window.requestIdleCallback !== 'function' || typeof window.cancelIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [preload, enabled]);
}
