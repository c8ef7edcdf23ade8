import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { cartDeadlineNotice, deadlineRuleText, familyCancellationSentence, familyOrderingSentence, orderingDeadlineSentence } from './deadline-sentences.ts';
import { orderDeadlineMessage } from './order-rules.ts';
import { isPastSchoolDeadline, schoolOrderDeadline, seededSchoolClock, SPEC_ORDER_DEADLINE } from './school-deadline.ts';

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

describe("the deadline texts state each school's own cut-off", () => {
  const seeded = seededSchoolClock('America/Los_Angeles');
  const oakHill = { timeZone: 'America/Denver', orderDeadline: { time: '18:00', daysBefore: 2, timeZone: 'America/Denver' } };
  const morning = { timeZone: 'Europe/Madrid', orderDeadline: { time: '08:30', daysBefore: 0, timeZone: 'Europe/Madrid' } };

  it('when a seeded school is refused, then the message is the spec’s as before: 9:00 PM the evening before on the Pacific clock', () => {
    assert.equal(
      orderDeadlineMessage('2026-11-23', seeded),
      'Order deadline for Monday, November 23 has passed. Orders must be placed before 9:00 PM on Sunday, November 22.',
    );
    assert.equal(
      orderingDeadlineSentence(seeded),
      'Orders for a lunch can be placed until 9:00 PM (10:00 PM in daylight saving time) the evening before, Pacific Time.',
    );
  });

  it('when a school closes two days before at 6:00 PM in Denver, then its refusal, its cart line and its rule say so on its clock', () => {
    assert.equal(
      orderDeadlineMessage('2026-11-19', oakHill),
      'Order deadline for Thursday, November 19 has passed. Orders must be placed before 6:00 PM on Tuesday, November 17.',
    );
    assert.equal(deadlineRuleText(oakHill), '6:00 PM 2 days before');
    assert.equal(cartDeadlineNotice('2026-11-27', new Date('2026-11-18T12:00:00Z'), oakHill).message, 'Order deadline: Wednesday, November 25 at 6:00 PM');
    assert.equal(deadlineRuleText(morning), '8:30 AM on the lunch day');
  });

  it('when a parent’s children are at two schools with different cut-offs, then the FAQ states each with its schools; with one, the sentence is as before', () => {
    assert.equal(familyOrderingSentence([{ clock: seeded, schools: ['Sutter Elementary'] }], seeded), orderingDeadlineSentence(seeded));
    assert.equal(familyOrderingSentence([], seeded), orderingDeadlineSentence(seeded));
    assert.equal(
      familyOrderingSentence(
        [
          { clock: seeded, schools: ['Sutter Elementary'] },
          { clock: oakHill, schools: ['Oak Hill Academy'] },
        ],
        seeded,
      ),
      'Sutter Elementary: Orders for a lunch can be placed until 9:00 PM (10:00 PM in daylight saving time) the evening before, Pacific Time. Oak Hill Academy: Orders for a lunch can be placed until 6:00 PM 2 days before, Mountain Time.',
    );
    assert.match(
      familyCancellationSentence(
        [
          { clock: seeded, schools: ['Sutter Elementary'] },
          { clock: oakHill, schools: ['Oak Hill Academy'] },
        ],
        seeded,
      ),
      /until its ordering deadline \(9:00 PM \(10:00 PM in daylight saving time\) the evening before, Pacific Time, at Sutter Elementary; 6:00 PM 2 days before, Mountain Time, at Oak Hill Academy\)/,
    );
  });
});
