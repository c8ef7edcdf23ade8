import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { cartDeadlineNotice } from './deadline-sentences.ts';
import {
  checkOrderDeadline,
  deadlineSchoolDate,
  deadlineStatus,
  isPastDeadline,
  ORDER_DEADLINE_PASSED_TITLE,
  orderDeadline,
  orderDeadlineMessage,
} from './order-rules.ts';
import { seededSchoolClock } from './school-deadline.ts';

const LA = 'America/Los_Angeles';

describe('order deadline', () => {
  it('when a lunch date is named, then its deadline is 05:00 UTC on that date', () => {
    assert.equal(orderDeadline('2026-11-23', seededSchoolClock('America/Los_Angeles')).toISOString(), '2026-11-23T05:00:00.000Z');
    assert.throws(() => orderDeadline('2026-11-31', seededSchoolClock('America/Los_Angeles')), RangeError);
  });

  it('when it is 04:59 UTC on the lunch date, then the lunch can still be ordered; at 05:01 it cannot', () => {
    assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-23T04:59:00Z'), seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-23T05:00:00.000Z'), seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-23T05:00:00.001Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-23T05:01:00Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.deepEqual(checkOrderDeadline('2026-11-23', new Date('2026-11-23T04:59:00Z'), seededSchoolClock(LA)), { allowed: true });
  });

  it('when a winter lunch is refused in Los Angeles, then the message names 9:00 PM on the evening before', () => {
    assert.deepEqual(checkOrderDeadline('2026-11-23', new Date('2026-11-23T05:01:00Z'), seededSchoolClock(LA)), {
      allowed: false,
      title: 'Order deadline passed',
      message: 'Order deadline for Monday, November 23 has passed. Orders must be placed before 9:00 PM on Sunday, November 22.',
    });
    assert.equal(ORDER_DEADLINE_PASSED_TITLE, 'Order deadline passed');
  });

  it('when a summer lunch is refused in Los Angeles, then the message names 10:00 PM on the evening before', () => {
    assert.equal(
      orderDeadlineMessage('2026-06-15', seededSchoolClock(LA)),
      'Order deadline for Monday, June 15 has passed. Orders must be placed before 10:00 PM on Sunday, June 14.',
    );
  });

  it('when the clocks change over the weekend before the lunch, then the message names the time of the evening before in the new offset', () => {
    // Summer time starts at 2:00 AM on Sunday, March 8, 2026 and ends at 2:00 AM on Sunday, November 1.
    assert.equal(
      orderDeadlineMessage('2026-03-09', seededSchoolClock(LA)),
      'Order deadline for Monday, March 9 has passed. Orders must be placed before 10:00 PM on Sunday, March 8.',
    );
    assert.equal(
      orderDeadlineMessage('2026-11-02', seededSchoolClock(LA)),
      'Order deadline for Monday, November 2 has passed. Orders must be placed before 9:00 PM on Sunday, November 1.',
    );
    assert.equal(isPastDeadline('2026-03-09', new Date('2026-03-09T05:00:00.000Z'), seededSchoolClock('America/Los_Angeles')), false);
    assert.equal(isPastDeadline('2026-03-09', new Date('2026-03-09T05:00:00.001Z'), seededSchoolClock('America/Los_Angeles')), true);
    assert.equal(deadlineStatus('2026-11-03', new Date('2026-11-01T09:30:00Z'), seededSchoolClock(LA)), 'urgent');
    assert.equal(cartDeadlineNotice('2026-11-03', new Date('2026-11-01T09:30:00Z'), seededSchoolClock(LA)).message, 'Order deadline: tomorrow at 9:00 PM');
  });

  it('when the schools are east of UTC, then the deadline falls on the lunch date itself and the message says so', () => {
    assert.equal(deadlineSchoolDate('2026-11-23', seededSchoolClock('Europe/London')), '2026-11-23');
    assert.equal(
      orderDeadlineMessage('2026-11-23', seededSchoolClock('Europe/London')),
      'Order deadline for Monday, November 23 has passed. Orders must be placed before 5:00 AM on Monday, November 23.',
    );
  });

  it("when it is 21:30 on Monday in Los Angeles, then Tuesday's lunch is expired and Wednesday's deadline is tomorrow", () => {
    const now = new Date('2026-11-24T05:30:00Z');
    assert.equal(deadlineStatus('2026-11-24', now, seededSchoolClock(LA)), 'expired');
    assert.equal(cartDeadlineNotice('2026-11-25', now, seededSchoolClock(LA)).message, 'Order deadline: tomorrow at 9:00 PM');
  });
});
