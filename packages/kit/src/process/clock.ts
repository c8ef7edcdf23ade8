/**
 * The servers' clock. With TEST_NOW it starts at that instant and runs on in real time, so deadline
 * rules can be exercised end to end without waiting for a real Thursday 18:00.
 */
let offsetMs = 0;

/**
 * The clock reads `testNow` at `at` (epoch ms; now by default) and runs on from there. A process run
 * on its own passes the moment it was started (performance.timeOrigin), so that processes given the
 * same TEST_NOW for the same moment keep one clock however long each took to load its code: an
 * e-mail's lease taken by one runs out for another when it should.
 */
export function startClockAt(testNow: string | undefined, at: number = Date.now()): void {
  offsetMs = testNow ? new Date(testNow).getTime() - at : 0;
}

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}
