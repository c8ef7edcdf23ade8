import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { orderDeadline } from './order-rules.ts';
import { isPastSchoolDeadline, schoolOrderDeadline } from './school-deadline.ts';

const SEEDED = { time: '21:00', daysBefore: 1, timeZone: 'America/Los_Angeles' };

describe("a school's own cut-off", () => {
  it("when a seeded school's rule is read in Pacific standard time, then it is the spec's 05:00 UTC on the lunch date", () => {
    assert.equal(schoolOrderDeadline('2026-11-24', SEEDED).toISOString(), orderDeadline('2026-11-24').toISOString());
    assert.equal(schoolOrderDeadline('2026-11-24', SEEDED).toISOString(), '2026-11-24T05:00:00.000Z');
  });

  it('when daylight time is on, then the cut-off stays 21:00 on the school clock (04:00 UTC)', () => {
    assert.equal(schoolOrderDeadline('2026-05-12', SEEDED).toISOString(), '2026-05-12T04:00:00.000Z');
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
