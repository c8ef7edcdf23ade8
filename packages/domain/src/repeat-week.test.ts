import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { planRepeatWeek, type RepeatMenuItem } from './repeat-week.ts';
import { seededSchoolClock } from './school-deadline.ts';

const LA = 'America/Los_Angeles';
/** Wednesday 18 November 2026, 4 AM in Los Angeles. */
const NOW = new Date('2026-11-18T12:00:00.000Z');
const THIS_MONDAY = '2026-11-16';

let lastId = 0;
function item(weekStartDate: string, dayOfWeek: string, menuItem: string, overrides: Partial<RepeatMenuItem> = {}): RepeatMenuItem {
  lastId += 1;
  const [y, m, d] = weekStartDate.split('-').map(Number) as [number, number, number];
  const weekEndDate = new Date(Date.UTC(y, m - 1, d + 4)).toISOString().slice(0, 10);
  return { id: lastId, weekStartDate, weekEndDate, dayOfWeek, menuItem, description: menuItem, price: '5.50', isActive: true, ...overrides };
}

function lunch(childName: string, lunchDate: string, menuItem: string, status = 'active') {
  return { childName, lunchDate, lunchOptions: [menuItem], status };
}

const nextWeek = [
  item('2026-11-23', 'Monday', 'Veggie Pasta'),
  item('2026-11-23', 'Monday', 'Peanut Noodles', { allergens: ['peanuts'] }),
  item('2026-11-23', 'Tuesday', 'Chicken Wrap', { price: '6.25' }),
  item('2026-11-23', 'Wednesday', 'Fish Tacos'),
  item('2026-11-23', 'Thursday', 'Veggie Pasta'),
  item('2026-11-23', 'Friday', 'Peanut Noodles', { allergens: ['peanuts', 'wheat'] }),
];

describe('repeat last week', () => {
  it("when every day of next week offers this week's dish, then each lunch is copied seven days later by name", () => {
    const plan = planRepeatWeek({
      child: { name: 'Ana' },
      orders: [lunch('Ana', '2026-11-16', 'veggie pasta '), lunch('Ana', '2026-11-17', 'Chicken Wrap'), lunch('Ben', '2026-11-18', 'Fish Tacos')],
      menuItems: nextWeek,
      closures: [],
      sourceMonday: THIS_MONDAY,
      now: NOW,
      school: seededSchoolClock(LA),
    });
    assert.deepEqual(plan.selections, [
      { lunchDate: '2026-11-23', weeklyMenuItemId: nextWeek[0]!.id, menuItem: 'Veggie Pasta', price: '5.50' },
      { lunchDate: '2026-11-24', weeklyMenuItemId: nextWeek[2]!.id, menuItem: 'Chicken Wrap', price: '6.25' },
    ]);
    assert.deepEqual(plan.skipped, []);
  });

  it('when a day is closed, has another dish, contains an allergen of the child or is already ordered, then it is skipped with the reason', () => {
    const plan = planRepeatWeek({
      child: { name: 'Maya', allergies: ['peanuts'] },
      orders: [
        lunch('Maya', '2026-11-16', 'Peanut Noodles'),
        lunch('Maya', '2026-11-17', 'Chicken Wrap'),
        lunch('Maya', '2026-11-18', 'Pizza'),
        lunch('Maya', '2026-11-19', 'Veggie Pasta'),
        lunch('Maya', '2026-11-20', 'Peanut Noodles'),
        lunch('Maya', '2026-11-24', 'Fish Tacos'),
      ],
      menuItems: nextWeek,
      closures: [{ date: '2026-11-26', reason: 'Thanksgiving' }],
      sourceMonday: THIS_MONDAY,
      now: NOW,
      school: seededSchoolClock(LA),
    });
    assert.deepEqual(plan.selections, []);
    assert.deepEqual(
      plan.skipped.map(({ reason, text }) => ({ reason, text })),
      [
        { reason: 'allergy', text: 'Monday, November 23: Maya is allergic to peanuts: Peanut Noodles contains peanuts.' },
        { reason: 'already-ordered', text: 'Tuesday, November 24: Maya already has a lunch that day' },
        { reason: 'not-on-menu', text: 'Wednesday, November 25: Pizza is not on the menu' },
        { reason: 'closed', text: 'Thursday, November 26: No service – Thanksgiving' },
        { reason: 'allergy', text: 'Friday, November 27: Maya is allergic to peanuts: Peanut Noodles contains peanuts.' },
      ],
    );
    // What another language needs to write the same reasons.
    assert.deepEqual(
      plan.skipped.map(({ closedFor, allergens }) => ({ closedFor, allergens })),
      [
        { closedFor: undefined, allergens: ['peanuts'] },
        { closedFor: undefined, allergens: undefined },
        { closedFor: undefined, allergens: undefined },
        { closedFor: 'Thanksgiving', allergens: undefined },
        { closedFor: undefined, allergens: ['peanuts'] },
      ],
    );
  });

  it('when a cancelled lunch is in this week, then that day is not copied', () => {
    const plan = planRepeatWeek({
      child: { name: 'Ana' },
      orders: [lunch('Ana', '2026-11-16', 'Veggie Pasta', 'cancelled')],
      menuItems: nextWeek,
      closures: [],
      sourceMonday: THIS_MONDAY,
      now: NOW,
      school: seededSchoolClock(LA),
    });
    assert.deepEqual(plan, { selections: [], skipped: [] });
  });

  it("when next Monday's deadline has passed, then Monday is skipped and the later days are copied", () => {
    const plan = planRepeatWeek({
      child: { name: 'Ana' },
      orders: [lunch('Ana', '2026-11-16', 'Veggie Pasta'), lunch('Ana', '2026-11-17', 'Chicken Wrap')],
      menuItems: nextWeek,
      closures: [],
      sourceMonday: THIS_MONDAY,
      // Sunday 22 November, 9:30 PM in Los Angeles: Monday's lunch closed at 9 PM.
      now: new Date('2026-11-23T05:30:00.000Z'),
      school: seededSchoolClock(LA),
    });
    assert.deepEqual(
      plan.skipped.map(({ reason, text }) => ({ reason, text })),
      [{ reason: 'past-deadline', text: 'Monday, November 23: past the ordering deadline' }],
    );
    assert.deepEqual(
      plan.selections.map((selection) => selection.lunchDate),
      ['2026-11-24'],
    );
  });

  it("when next week's day has no menu at all, then the day is skipped as not on the menu", () => {
    const plan = planRepeatWeek({
      child: { name: 'Ana' },
      orders: [lunch('Ana', '2026-11-16', 'Veggie Pasta')],
      menuItems: [],
      closures: [],
      sourceMonday: THIS_MONDAY,
      now: NOW,
      school: seededSchoolClock(LA),
    });
    assert.deepEqual(
      plan.skipped.map((skip) => skip.text),
      ['Monday, November 23: Veggie Pasta is not on the menu'],
    );
  });
});
