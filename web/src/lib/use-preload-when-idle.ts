import { useEffect } from 'react';
import { whenIdle } from './idle-moment.ts';

/**
 * Fetches a chunk once the browser is idle after the screen has drawn, so that it is here before
 * the tap that needs it: fetched only when the person reaches for the button, its modules were still
 * being compiled when the tap was to be painted, some 300 ms later on a loaded phone (issue 34: INP).
 * `preload` must keep its identity.
 */
export function usePreloadWhenIdle(preload: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    return whenIdle(preload, 5000);
  }, [preload, enabled]);
}
