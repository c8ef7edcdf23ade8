import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * What held the servers' one event loop over a measured span: a checkout's p99 far above its p50
 * is either a queue behind a busy loop or a few long tasks; these tell which. Timer lateness is
 * sampled every 10 ms (the longest task shows as the largest delay); V8's collections as the pauses
 * its `gc` entries report.
 */
export interface LoopStalls {
  /** How many times the sampling timer ran. */
  samples: number;
  /** How late a timer ran: p99 and the largest, in ms. */
  delayP99Ms: number;
  delayMaxMs: number;
  /** V8's collections: how many, their pauses summed and the longest, in ms. */
  collections: number;
  collectionPausesMs: number;
  longestCollectionMs: number;
}

/** Starts watching; `read` answers what it has seen so far, `stop` stops and answers it. */
export function watchLoopStalls(): { read(): LoopStalls; stop(): LoopStalls } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const pauses: number[] = [];
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  collections.observe({ entryTypes: ['gc'] });
  delay.enable();
  // The histogram counts nanoseconds, and from the sampling interval up: the delay beyond it is the stall.
  const beyondInterval = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - 10);
  const read = (): LoopStalls => ({
    samples: delay.count,
    delayP99Ms: delay.count ? beyondInterval(delay.percentile(99)) : 0,
    delayMaxMs: delay.count ? beyondInterval(delay.max) : 0,
    collections: pauses.length,
    collectionPausesMs: pauses.reduce((sum, pause) => sum + pause, 0),
    longestCollectionMs: Math.max(0, ...pauses),
  });
  return {
    read,
    stop() {
      delay.disable();
      collections.disconnect();
      return read();
    },
  };
}

/** One line for the console and results.md. */
export function describeStalls(stalls: LoopStalls): string {
  return (
    `timers late by p99 ${stalls.delayP99Ms.toFixed(1)} ms, at most ${stalls.delayMaxMs.toFixed(1)} ms; ` +
    `${stalls.collections} collections pausing ${stalls.collectionPausesMs.toFixed(0)} ms in all, the longest ${stalls.longestCollectionMs.toFixed(1)} ms`
  );
}
