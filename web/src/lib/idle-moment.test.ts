import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { idleMoment, whenIdle } from './idle-moment.ts';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  test('when the browser has idle callbacks, then the work waits for one, with the deadline as its timeout, and a cancel withdraws it', () => {
    const asked: Array<{ run: IdleRequestCallback; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    window.requestIdleCallback = (run, options) => asked.push({ run, timeout: options?.timeout });
    window.cancelIdleCallback = (handle) => void cancelled.push(handle);
    const ran: string[] = [];
    whenIdle(() => ran.push('first'), 3000);
    const cancel = whenIdle(() => ran.push('second'), 5000);
    expect(asked.map((request) => request.timeout)).toEqual([3000, 5000]);
    expect(ran).toEqual([]);
    asked[0]!.run({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toEqual(['first']);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  test('when the browser has no idle callbacks (Safari), then the work runs after a short stand-in delay, never later than its deadline', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('soon'), 5000);
    whenIdle(() => ran.push('capped'), 50);
    const cancel = whenIdle(() => ran.push('cancelled'), 5000);
    cancel();
    jest.advanceTimersByTime(50);
    expect(ran).toEqual(['capped']);
    jest.advanceTimersByTime(150);
    expect(ran).toEqual(['capped', 'soon']);
    jest.advanceTimersByTime(10_000);
    expect(ran).toEqual(['capped', 'soon']);
  });

  test('when a sequence awaits idle moments, then each step resolves in its own', async () => {
    const asked: IdleRequestCallback[] = [];
    window.requestIdleCallback = (run) => asked.push(run);
    window.cancelIdleCallback = () => undefined;
    let resolved = false;
    const moment = idleMoment(1000).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    asked[0]!({ didTimeout: false, timeRemaining: () => 10 });
    await moment;
    expect(resolved).toBe(true);
  });
});
