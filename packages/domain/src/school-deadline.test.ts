import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isPastSchoolDeadline, schoolOrderDeadline, SPEC_ORDER_DEADLINE } from './school-deadline.ts';

/** What migration 0008 first seeded: 21:00 the evening before on the Pacific clock. */
const PACIFIC_EVENING = { time: '21:00', daysBefore: 1, timeZone: 'America/Los_Angeles' };

describe("a school's own cut-off", () => {
  it("when the seeded schools' rule is read, then it is the spec's 05:00 UTC on the lunch date in winter and in summer", () => {
    assert.equal(schoolOrderDeadline('2026-11-24', SPEC_ORDER_DEADLINE).toISOString(), '2026-11-24T05:00:00.000Z');
    assert.equal(schoolOrderDeadline('2026-05-12', SPEC_ORDER_DEADLINE).toISOString(), '2026-05-12T05:00:00.000Z');
  });

  it('when a cut-off is on a clock with daylight time, then it stays at its hour on that clock (21:00 Pacific is 04:00 UTC in summer)', () => {
    assert.equal(schoolOrderDeadline('2026-11-24', PACIFIC_EVENING).toISOString(), '2026-11-24T05:00:00.000Z');
    assert.equal(schoolOrderDeadline('2026-05-12', PACIFIC_EVENING).toISOString(), '2026-05-12T04:00:00.000Z');
  });

  it('when a school closes orders two days before at 18:00 in Denver, then a Wednesday lunch closes Monday at 18:00 Mountain time', () => {
    const rule = { time: '18:00', daysBefore: 2, timeZone: 'America/Denver' };
    assert.equal(schoolOrderDeadline('2026-11-25', rule).toISOString(), '2026-11-24T01:00:00.000Z');
    assert.equal(isPastSchoolDeadline('2026-11-25', new Date('2026-11-24T01:00:00.000Z'), rule), false);
    assert.equal(isPastSchoolDeadline('2026-11-25', new Date('2026-11-24T01:00:00.001Z'), rule), true);
  });

  it('when the cut-off is on the lunch date itself, then the morning counts', () => {
    const rule = { time: '08:30', daysBefore: 0, timeZone: 'Europe/Madrid' };
    assert.equal(schoolOrderDeadline('2026-11-25', rule).toISOString(), '2026-11-25T07:30:00.000Z');
  });
});
