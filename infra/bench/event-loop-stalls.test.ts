import { describe, expect, test } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { watchLoopStalls } from './event-loop-stalls.ts';

describe('watchLoopStalls', () => {
  test('when a task holds the event loop, then the largest timer delay shows how long it held it', async () => {
    const stop = watchLoopStalls();
    await sleep(100);
    const held = Date.now() + 80;
    while (Date.now() < held) {
      // holding the loop, as a long task in a rush would
    }
    await sleep(50);
    const stalls = stop();
    expect(stalls.delayMaxMs).toBeGreaterThanOrEqual(60);
    expect(stalls.delayMaxMs).toBeLessThan(1000);
  });
});
