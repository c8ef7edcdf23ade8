import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { deadlineForLunchText } from './deadline-sentences.ts';
import { closedDayMessage, dayOffer, findOwnChild, isPastDeadline, itemsOfferedOn, oneLunchKey, orderDeadline, splitOrderHistory } from './order-rules.ts';
import { closedDayLabel, noServiceLabel } from './school-closures.ts';
import { seededSchoolClock } from './school-deadline.ts';

const LA = 'America/Los_Angeles';

function item(id: number, weekStartDate: string, dayOfWeek: string, menuItem: string, overrides: Record<string, unknown> = {}) {
  const [y, m, d] = weekStartDate.split('-').map(Number) as [number, number, number];
  const weekEndDate = new Date(Date.UTC(y, m - 1, d + 4)).toISOString().slice(0, 10);
  return { id, weekStartDate, weekEndDate, dayOfWeek, menuItem, description: '', isActive: true, ...overrides };
}

describe('order rules', () => {
  describe('the deadline', () => {
    it('when the lunch is in winter (PST), then the deadline is 9:00 PM the evening before in Los Angeles', () => {
      assert.equal(orderDeadline('2026-11-23', seededSchoolClock('America/Los_Angeles')).toISOString(), '2026-11-23T05:00:00.000Z');
      assert.equal(deadlineForLunchText('2026-11-23', seededSchoolClock(LA)), '9:00 PM on Sunday, November 22');
      assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-22T20:59:59-08:00'), seededSchoolClock('America/Los_Angeles')), false);
      assert.equal(isPastDeadline('2026-11-23', new Date('2026-11-22T21:00:01-08:00'), seededSchoolClock('America/Los_Angeles')), true);
    });

    it('when the lunch is in summer (PDT), then the same instant is 10:00 PM the evening before', () => {
      assert.equal(deadlineForLunchText('2026-06-15', seededSchoolClock(LA)), '10:00 PM on Sunday, June 14');
      assert.equal(isPastDeadline('2026-06-15', new Date('2026-06-14T21:59:00-07:00'), seededSchoolClock('America/Los_Angeles')), false);
      assert.equal(isPastDeadline('2026-06-15', new Date('2026-06-14T22:00:01-07:00'), seededSchoolClock('America/Los_Angeles')), true);
    });
  });

  it("when a lunch names its child by id, then that child of the caller's is found; by name only, then the name matches whatever its case and spaces", () => {
    const children = [
      { childId: 4, name: 'Ana Reyes' },
      { childId: 9, name: 'Ana Reyes' },
    ];
    assert.equal(findOwnChild(children, { childId: 9, childName: 'Ana Reyes' })?.childId, 9);
    assert.equal(findOwnChild(children, { childId: 12, childName: 'Ana Reyes' }), undefined, "an id that is not one of the caller's children finds none");
    assert.equal(findOwnChild(children, { childName: '  ana reyes ' })?.childId, 4);
    assert.equal(findOwnChild(children, { childName: 'Leo Reyes' }), undefined);
  });

  it('when two lunches are for the same child and date, then they share one key whatever the item', () => {
    assert.equal(oneLunchKey({ childId: 4, lunchDate: '2026-11-24' }), oneLunchKey({ childId: 4, lunchDate: '2026-11-24' }));
    assert.notEqual(oneLunchKey({ childId: 4, lunchDate: '2026-11-24' }), oneLunchKey({ childId: 4, lunchDate: '2026-11-25' }));
    assert.notEqual(oneLunchKey({ childId: 4, lunchDate: '2026-11-24' }), oneLunchKey({ childId: 5, lunchDate: '2026-11-24' }));
  });

  describe('the items of a day', () => {
    it('when a day has a meal and a side, then both are offered, in id order', () => {
      const side = item(12, '2026-11-23', 'Tuesday', 'Fruit cup');
      const meal = item(11, '2026-11-23', 'Tuesday', 'Chicken Wrap');
      const monday = item(10, '2026-11-23', 'Monday', 'Pasta');
      assert.deepEqual(
        itemsOfferedOn([side, meal, monday], '2026-11-24').map((offered) => offered.menuItem),
        ['Chicken Wrap', 'Fruit cup'],
      );
    });

    it('when a day was published in two week ranges, then only the latest weekStartDate counts', () => {
      const twoWeeks = item(20, '2026-11-16', 'Tuesday', 'Old pizza', { weekEndDate: '2026-11-27' });
      const thisWeek = item(21, '2026-11-23', 'Tuesday', 'New soup');
      const inactive = item(22, '2026-11-23', 'Tuesday', 'Removed', { isActive: false });
      assert.deepEqual(
        itemsOfferedOn([twoWeeks, thisWeek, inactive], '2026-11-24').map((offered) => offered.menuItem),
        ['New soup'],
      );
      assert.deepEqual(
        itemsOfferedOn([twoWeeks], '2026-11-24').map((offered) => offered.menuItem),
        ['Old pizza'],
      );
    });
  });

  describe('closed days', () => {
    const meal = item(30, '2026-11-23', 'Thursday', 'Turkey dinner');
    it('when the administrator closed the date, then it is closed with the reason, whatever the menu says', () => {
      assert.deepEqual(dayOffer([meal], [{ date: '2026-11-26', reason: 'Thanksgiving' }], '2026-11-26'), {
        kind: 'closed',
        date: '2026-11-26',
        reason: 'Thanksgiving',
      });
      assert.equal(noServiceLabel('Thanksgiving'), 'No service – Thanksgiving');
      assert.equal(closedDayMessage('2026-11-26', 'Thanksgiving'), 'No service on Thursday, November 26 – Thanksgiving. Nothing can be ordered for that day.');
    });

    it("when the day's menu entry says 'no service', then the day is closed too and nothing is sold for $0.00", () => {
      const marker = item(31, '2026-11-23', 'Friday', 'NO SERVICE', { description: 'Holiday' });
      assert.deepEqual(dayOffer([marker], [], '2026-11-27'), { kind: 'closed', date: '2026-11-27', reason: null });
      assert.equal(noServiceLabel(null), 'No Service');
    });

    it('when nothing is published, then there is no menu; otherwise the items are offered', () => {
      assert.deepEqual(dayOffer([], [], '2026-11-26'), { kind: 'no-menu', date: '2026-11-26' });
      assert.deepEqual(dayOffer([meal], [{ date: '2026-11-27', reason: 'Staff development' }], '2026-11-26'), {
        kind: 'open',
        date: '2026-11-26',
        items: [meal],
      });
    });

    it("when one school is closed, then the day is closed for that school's children only, and a view that knows no school shows it open", () => {
      const closures = [{ date: '2026-11-26', reason: 'Water main repair', schoolId: 6 }];
      assert.deepEqual(dayOffer([meal], closures, '2026-11-26', 6), { kind: 'closed', date: '2026-11-26', reason: 'Water main repair' });
      assert.equal(dayOffer([meal], closures, '2026-11-26', 3).kind, 'open');
      assert.equal(dayOffer([meal], closures, '2026-11-26').kind, 'open');
      // Every school's closure (schoolId null or absent) closes the day wherever the child is.
      assert.equal(dayOffer([meal], [{ date: '2026-11-26', reason: 'Thanksgiving', schoolId: null }], '2026-11-26', 3).kind, 'closed');
      assert.equal(closedDayLabel(closures, '2026-11-26', 'en', 6), 'No service – Water main repair');
      assert.equal(closedDayLabel(closures, '2026-11-26', 'en', 3), null);
    });
  });
});

describe('order history', () => {
  it('when the history is shown, then upcoming lunches come soonest first and past ones latest first', () => {
    const orders = [
      { id: 1, lunchDate: '2026-11-20' },
      { id: 2, lunchDate: '2026-11-30' },
      { id: 3, lunchDate: '2026-11-25' },
      { id: 4, lunchDate: '2026-11-24' },
      { id: 5, lunchDate: '2026-11-18T00:00:00.000Z' },
    ];
    const { upcoming, past } = splitOrderHistory(orders, '2026-11-24');
    assert.deepEqual(
      upcoming.map((order) => order.id),
      [4, 3, 2],
    );
    assert.deepEqual(
      past.map((order) => order.id),
      [1, 5],
    );
  });
});
