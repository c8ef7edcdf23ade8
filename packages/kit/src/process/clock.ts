/**
 * The servers' clock. With TEST_NOW it starts at that instant and runs on in real time, so deadline
 * rules can be exercised end to end without waiting for a real Thursday 18:00.
 */
let offsetMs = 0;

export function startClockAt(testNow: string | undefined): void {
  offsetMs = testNow ? new Date(testNow).getTime() - Date.now() : 0;
}

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}
