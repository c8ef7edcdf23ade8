import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  cancellationSentence,
  cartDeadlineNotice,
  DEADLINE_PASSED_BADGE,
  deadlineRuleText,
  EXPIRED_CART_ITEM_NOTE,
  expiredItemsSummary,
  nextWeekDeadlineSentence,
  orderingDeadlineSentence,
  REMOVE_EXPIRED_ITEMS_HINT,
} from './deadline-sentences.ts';
import { deadlineStatus } from './order-rules.ts';
import { seededSchoolClock } from './school-deadline.ts';

const LA = 'America/Los_Angeles';

describe('deadline sentences', () => {
  it('when the FAQ, the picker and the e-mails state the deadline, then they say the rule in the schools zone', () => {
    assert.equal(
      orderingDeadlineSentence(seededSchoolClock(LA)),
      'Orders for a lunch can be placed until 9:00 PM (10:00 PM in daylight saving time) the evening before, Pacific Time.',
    );
    assert.match(
      cancellationSentence(seededSchoolClock(LA)),
      /^You can cancel a lunch in your order history until its ordering deadline \(9:00 PM \(10:00 PM in daylight saving time\) the evening before, Pacific Time\)\./,
    );
  });

  it("when next week's menu is announced, then Monday's deadline is Sunday 9:00 PM, not Sunday 11:59 PM", () => {
    assert.equal(
      nextWeekDeadlineSentence('2026-11-30', seededSchoolClock(LA)),
      "Orders for Monday must be placed by 9:00 PM on Sunday, November 29; each day's lunch can be ordered until 9:00 PM (10:00 PM in daylight saving time) the evening before.",
    );
  });

  it('when the rule is stated for every lunch, then it is rendered from the instant with both local hours', () => {
    assert.equal(deadlineRuleText(seededSchoolClock(LA)), '9:00 PM (10:00 PM in daylight saving time) the evening before');
    assert.equal(deadlineRuleText(seededSchoolClock('UTC')), '5:00 AM on the lunch day');
    assert.equal(deadlineRuleText(seededSchoolClock('Asia/Tokyo')), '2:00 PM on the lunch day');
  });
});

describe('the deadline in the cart', () => {
  describe('on Monday, November 23 at 10:00 in Los Angeles', () => {
    const now = new Date('2026-11-23T18:00:00Z');

    it("when the lunch is today's, then it is expired with the badge and the note", () => {
      assert.equal(deadlineStatus('2026-11-23', now, seededSchoolClock(LA)), 'expired');
      assert.deepEqual(cartDeadlineNotice('2026-11-23', now, seededSchoolClock(LA)), {
        status: 'expired',
        badge: DEADLINE_PASSED_BADGE,
        message: EXPIRED_CART_ITEM_NOTE,
      });
      assert.equal(DEADLINE_PASSED_BADGE, 'Deadline passed');
      assert.equal(EXPIRED_CART_ITEM_NOTE, 'This order is past the deadline and cannot be processed. Please remove it or contact admin.');
    });

    it("when the lunch is tomorrow's, then it is urgent: the deadline is today at 9:00 PM", () => {
      assert.deepEqual(cartDeadlineNotice('2026-11-24', now, seededSchoolClock(LA)), {
        status: 'urgent',
        badge: null,
        message: 'Order deadline: today at 9:00 PM',
      });
    });

    it('when the lunch is on Wednesday, then it is urgent: the deadline is tomorrow', () => {
      assert.equal(deadlineStatus('2026-11-25', now, seededSchoolClock(LA)), 'urgent');
      assert.equal(cartDeadlineNotice('2026-11-25', now, seededSchoolClock(LA)).message, 'Order deadline: tomorrow at 9:00 PM');
    });

    it('when the lunch is on Thursday or later, then it is ok and the deadline day is named', () => {
      assert.deepEqual(cartDeadlineNotice('2026-11-26', now, seededSchoolClock(LA)), {
        status: 'ok',
        badge: null,
        message: 'Order deadline: Wednesday, November 25 at 9:00 PM',
      });
      assert.equal(deadlineStatus('2026-12-04', now, seededSchoolClock(LA)), 'ok');
    });
  });

  it('when expired items are counted, then the summary uses the spec texts', () => {
    assert.equal(expiredItemsSummary(2), '2 item(s) cannot be ordered (deadline passed)');
    assert.equal(REMOVE_EXPIRED_ITEMS_HINT, 'Please remove expired items to proceed with payment.');
  });
});
