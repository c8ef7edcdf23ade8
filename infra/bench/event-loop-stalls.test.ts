import { describe, expect, test } from '@jest/globals';
import { setTimeout as timerTurn } from 'node:timers/promises';
import { watchLoopStalls, type LoopStalls } from './event-loop-stalls.ts';

/** Lets the loop turn until the watcher has seen what `seen` asks for, within 2 s. */
async function until(read: () => LoopStalls, seen: (stalls: LoopStalls) => boolean): Promise<LoopStalls> {
  for (const deadline = Date.now() + 2_000; Date.now() < deadline; await timerTurn(5)) {
    const stalls = read();
    if (seen(stalls)) return stalls;
  }
  return read();
}

describe('watchLoopStalls', () => {
  test('when a task holds the event loop, then the largest timer delay shows how long it held it', async () => {
    const watch = watchLoopStalls();
    // A delay is measured from one run of the sampling timer to the next: the first must have run.
    await until(watch.read, (stalls) => stalls.samples > 0);
    const held = Date.now() + 80;
    while (Date.now() < held) {
      // holding the loop, as a long task in a rush would
    }
    const seen = await until(watch.read, (stalls) => stalls.delayMaxMs >= 60);
    watch.stop();
    expect(seen.delayMaxMs).toBeGreaterThanOrEqual(60);
    expect(seen.delayMaxMs).toBeLessThan(1000);
  });
});
