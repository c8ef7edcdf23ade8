import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { deadlineForLunchText } from './deadline-sentences.ts';
import { orderableSchoolDays, weekReminder } from './reminders.ts';
import { seededSchoolClock } from './school-deadline.ts';
import type { StandingMenuItem } from './standing-order-placement.ts';

const LA = 'America/Los_Angeles';
/** Thursday 19 November 2026, noon in Los Angeles: the default reminder moment. */
const NOW = new Date('2026-11-19T20:00:00.000Z');
const NEXT_MONDAY = '2026-11-23';
const THANKSGIVING = [{ date: '2026-11-26', reason: 'Thanksgiving' }];

const SEEDED = seededSchoolClock(LA);
const children = [
  { id: 1, name: 'Ana', school: SEEDED },
  { id: 2, name: 'Ben', school: SEEDED },
  { id: 3, name: 'Cleo', school: SEEDED },
];

function remind(overrides: Partial<Parameters<typeof weekReminder>[0]> = {}) {
  return weekReminder({
    children,
    lunches: [],
    standingOrders: [],
    monday: NEXT_MONDAY,
    closures: THANKSGIVING,
    now: NOW,
    ...overrides,
  });
}

describe('reminders before the cut-off', () => {
  it('when children miss lunches on open days, then each is named with those days and the first deadline is rendered from the rule', () => {
    const reminder = remind({
      lunches: [
        { childId: 1, lunchDate: '2026-11-23' },
        { childId: 1, lunchDate: '2026-11-24T00:00:00.000Z' },
        { childId: 1, lunchDate: '2026-11-25', status: 'cancelled' },
        { childId: 3, lunchDate: '2026-11-23' },
      ],
      standingOrders: [
        { childId: 3, active: true },
        { childId: 2, active: false },
      ],
    });
    assert.deepEqual(reminder, {
      monday: NEXT_MONDAY,
      children: [
        { childId: 1, name: 'Ana', dates: ['2026-11-25', '2026-11-27'] },
        { childId: 2, name: 'Ben', dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27'] },
      ],
      firstDeadline: { lunchDate: '2026-11-23', at: '2026-11-23T05:00:00.000Z', text: '9:00 PM on Sunday, November 22', school: SEEDED },
    });
  });

  it("when one school is closed on a day, then only that school's children are not asked to order it", () => {
    const reminder = remind({
      children: [
        { id: 1, name: 'Ana', schoolId: 3, school: SEEDED },
        { id: 2, name: 'Ben', schoolId: 6, school: SEEDED },
      ],
      closures: [...THANKSGIVING, { date: '2026-11-25', reason: 'Water main repair', schoolId: 6 }],
    });
    assert.deepEqual(
      reminder?.children.map((child) => [child.name, child.dates]),
      [
        ['Ana', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27']],
        ['Ben', ['2026-11-23', '2026-11-24', '2026-11-27']],
      ],
    );
  });

  it("when the reader's language is Spanish, then the deadline is written in Spanish", () => {
    const reminder = remind({ language: 'es' });
    assert.equal(reminder?.firstDeadline.text, deadlineForLunchText('2026-11-23', SEEDED, 'es'));
    assert.notEqual(reminder?.firstDeadline.text, deadlineForLunchText('2026-11-23', SEEDED, 'en'));
  });

  it('when every child has a lunch on every open day or an active standing order, then there is no reminder', () => {
    const lunches = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27'].flatMap((lunchDate) => [
      { childId: 1, lunchDate },
      { childId: 2, lunchDate },
    ]);
    assert.equal(remind({ lunches, standingOrders: [{ childId: 3, active: true }] }), null);
  });

  it("when some days' deadlines have passed, then only the later days count and the first deadline is theirs", () => {
    // Monday 23 November, 9:30 PM in Los Angeles: Monday and Tuesday are gone.
    const reminder = remind({ children: [children[0]!], now: new Date('2026-11-24T05:30:00.000Z') });
    assert.deepEqual(reminder?.children, [{ childId: 1, name: 'Ana', dates: ['2026-11-25', '2026-11-27'] }]);
    assert.equal(reminder?.firstDeadline.text, '9:00 PM on Tuesday, November 24');
  });

  it("when the menu is given, then 'no service' days and days without a menu are not orderable", () => {
    const item = (dayOfWeek: string, menuItem: string, id: number): StandingMenuItem => ({
      id,
      weekStartDate: NEXT_MONDAY,
      weekEndDate: '2026-11-27',
      dayOfWeek,
      menuItem,
      price: '5.50',
      isActive: true,
    });
    const menuItems = [item('Monday', 'Veggie Pasta', 1), item('Tuesday', 'No Service', 2), item('Friday', 'Fish Tacos', 3)];
    assert.deepEqual(orderableSchoolDays({ monday: NEXT_MONDAY, closures: THANKSGIVING, now: NOW, menuItems, school: SEEDED }), ['2026-11-23', '2026-11-27']);
    assert.deepEqual(orderableSchoolDays({ monday: NEXT_MONDAY, closures: THANKSGIVING, now: NOW, school: SEEDED }), [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
    ]);
  });
});
