import { startTransition, useEffect, useState } from 'react';

/** Rows added per task while the cart first shows its lunches. */
export const ROWS_PER_SLICE = 5;

/**
 * How many of `total` rows to draw: none at first, then `perSlice` more in each task after the last
 * one was committed, until all are (then every row, for good: a later change draws at once). A full
 * cart's rows mounted in one commit made the page's longest task on a phone (issue 34: 15 lunches,
 * about 190 ms at Lighthouse's 4× slower CPU); a slice's commit is a third of it, and the browser
 * answers a tap in between. Rows only ever come below those drawn, so nothing drawn moves.
 */
export function useRowsInSlices(total: number, perSlice: number = ROWS_PER_SLICE): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    // A task of its own (the effect runs right after the commit), drawn in a transition, which React renders in slices too.
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => (count + perSlice >= total ? Infinity : count + perSlice))), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total, perSlice]);
  return shown;
}
