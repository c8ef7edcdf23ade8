import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { placeStandingOrder, type StandingMenuItem } from './standing-order-placement.ts';
import { seededSchoolClock } from './school-deadline.ts';
import { NO_STANDING_ORDER, type StandingOrder, type StandingOrderDay } from './standing-orders.ts';
import type { Weekday } from './school-dates.ts';

/** Wednesday 18 November 2026, 6 PM in Los Angeles: the default placement moment. */
const NOW = new Date('2026-11-19T02:00:00.000Z');
const NEXT_MONDAY = '2026-11-23';

let lastId = 0;
function item(dayOfWeek: Weekday, menuItem: string, overrides: Partial<StandingMenuItem> = {}): StandingMenuItem {
  lastId += 1;
  return {
    id: lastId,
    weekStartDate: NEXT_MONDAY,
    weekEndDate: '2026-11-27',
    dayOfWeek,
    menuItem,
    price: '5.50',
    isActive: true,
    allergens: [],
    dietTags: [],
    ...overrides,
  };
}

const menu = [
  item('Monday', 'Peanut Noodles', { allergens: ['peanuts'], dietTags: ['vegetarian'] }),
  item('Monday', 'Veggie Pasta', { allergens: ['wheat'], dietTags: ['vegetarian', 'vegan'] }),
  item('Monday', 'Chicken Wrap', { price: '6.25' }),
  item('Tuesday', 'Fish Tacos', { allergens: ['fish'] }),
  item('Tuesday', 'Chicken Wrap', { price: '6.25' }),
  item('Wednesday', 'Bean Chili', { dietTags: ['vegan'] }),
  item('Thursday', 'Turkey Roast'),
];
const byName = (day: Weekday, name: string) => menu.find((entry) => entry.dayOfWeek === day && entry.menuItem === name)!;
const THANKSGIVING = [{ date: '2026-11-26', reason: 'Thanksgiving' }];

function pattern(days: Partial<Record<Weekday, StandingOrderDay>>, active = true): StandingOrder {
  return { active, days: { ...NO_STANDING_ORDER.days, ...days } };
}

function place(
  days: Partial<Record<Weekday, StandingOrderDay>>,
  options: { allergies?: string[]; diets?: string[]; orderedDates?: string[]; now?: Date; active?: boolean } = {},
) {
  return placeStandingOrder({
    child: { id: 7, allergies: options.allergies ?? [], diets: options.diets ?? [] },
    pattern: pattern(days, options.active),
    monday: NEXT_MONDAY,
    menuItems: menu,
    closures: THANKSGIVING,
    orderedDates: options.orderedDates ?? [],
    now: options.now ?? NOW,
    school: seededSchoolClock('America/Los_Angeles'),
  });
}

const everyDay = (day: StandingOrderDay): Record<Weekday, StandingOrderDay> => ({ Monday: day, Tuesday: day, Wednesday: day, Thursday: day, Friday: day });

describe('standing order placement', () => {
  it("when every day is first, then each open day's first active item is placed and closed or menu-less days are skipped with their code", () => {
    const placement = place(everyDay({ mode: 'first', fallback: 'skip' }));
    assert.equal(placement.childId, 7);
    assert.deepEqual(placement.lunches, [
      {
        lunchDate: '2026-11-23',
        weeklyMenuItemId: byName('Monday', 'Peanut Noodles').id,
        menuItem: 'Peanut Noodles',
        price: '5.50',
        viaFallback: false,
        unmetDiets: [],
      },
      {
        lunchDate: '2026-11-24',
        weeklyMenuItemId: byName('Tuesday', 'Fish Tacos').id,
        menuItem: 'Fish Tacos',
        price: '5.50',
        viaFallback: false,
        unmetDiets: [],
      },
      {
        lunchDate: '2026-11-25',
        weeklyMenuItemId: byName('Wednesday', 'Bean Chili').id,
        menuItem: 'Bean Chili',
        price: '5.50',
        viaFallback: false,
        unmetDiets: [],
      },
    ]);
    assert.deepEqual(placement.skipped, [
      { date: '2026-11-26', code: 'CLOSED', values: { reason: 'Thanksgiving' } },
      { date: '2026-11-27', code: 'NO_MATCHING_ITEM', values: { mode: 'first' } },
    ]);
  });

  it('when a dish is named, then it is placed on the day that offers it whatever its case, and elsewhere the fallback decides', () => {
    const placement = place({
      Monday: { mode: 'item', dish: 'chicken wrap', fallback: 'skip' },
      Tuesday: { mode: 'item', dish: 'Veggie Pasta', fallback: 'first' },
      Wednesday: { mode: 'item', dish: 'Veggie Pasta', fallback: 'skip' },
    });
    assert.deepEqual(
      placement.lunches.map(({ lunchDate, menuItem, price, viaFallback }) => ({ lunchDate, menuItem, price, viaFallback })),
      [
        { lunchDate: '2026-11-23', menuItem: 'Chicken Wrap', price: '6.25', viaFallback: false },
        { lunchDate: '2026-11-24', menuItem: 'Fish Tacos', price: '5.50', viaFallback: true },
      ],
    );
    assert.deepEqual(placement.skipped.slice(0, 1), [{ date: '2026-11-25', code: 'NO_MATCHING_ITEM', values: { mode: 'item', dish: 'Veggie Pasta' } }]);
  });

  it('when a diet is asked for, then the first item carrying the tag is placed, and a day without one follows the fallback', () => {
    const placement = place({
      Monday: { mode: 'diet', dietTag: 'vegan', fallback: 'skip' },
      Tuesday: { mode: 'diet', dietTag: 'vegan', fallback: 'skip' },
      Wednesday: { mode: 'diet', dietTag: 'vegan', fallback: 'skip' },
    });
    assert.deepEqual(
      placement.lunches.map(({ lunchDate, menuItem }) => ({ lunchDate, menuItem })),
      [
        { lunchDate: '2026-11-23', menuItem: 'Veggie Pasta' },
        { lunchDate: '2026-11-25', menuItem: 'Bean Chili' },
      ],
    );
    assert.deepEqual(placement.skipped[0], { date: '2026-11-24', code: 'NO_MATCHING_ITEM', values: { mode: 'diet', dietTag: 'vegan' } });
  });

  it("when the chosen item contains one of the child's allergies, then it is never placed: the fallback's item is, else the day is skipped with the allergens", () => {
    const placement = place(
      {
        Monday: { mode: 'item', dish: 'Veggie Pasta', fallback: 'first' },
        // The day's first item is the rule, even when a later one would be safe.
        Tuesday: { mode: 'first', fallback: 'first' },
        Wednesday: { mode: 'diet', dietTag: 'vegan', fallback: 'skip' },
      },
      { allergies: ['wheat', 'fish'] },
    );
    assert.deepEqual(
      placement.lunches.map(({ lunchDate, menuItem, viaFallback }) => ({ lunchDate, menuItem, viaFallback })),
      [
        { lunchDate: '2026-11-23', menuItem: 'Peanut Noodles', viaFallback: true },
        { lunchDate: '2026-11-25', menuItem: 'Bean Chili', viaFallback: false },
      ],
    );
    assert.deepEqual(placement.skipped.slice(0, 1), [{ date: '2026-11-24', code: 'ALLERGEN', values: { menuItem: 'Fish Tacos', allergens: ['fish'] } }]);
  });

  it("when the fallback's first item is also unsafe, then the day is skipped naming that item's allergens", () => {
    const placement = place(
      { Monday: { mode: 'item', dish: 'Pizza', fallback: 'first' }, Tuesday: { mode: 'item', dish: 'Fish Tacos', fallback: 'skip' } },
      { allergies: ['fish', 'peanuts'] },
    );
    assert.deepEqual(placement.lunches, []);
    assert.deepEqual(placement.skipped.slice(0, 2), [
      { date: '2026-11-23', code: 'ALLERGEN', values: { menuItem: 'Peanut Noodles', allergens: ['peanuts'] } },
      { date: '2026-11-24', code: 'ALLERGEN', values: { menuItem: 'Fish Tacos', allergens: ['fish'] } },
    ]);
  });

  it('when the parent chose skip, the child already has a lunch or the deadline has passed, then the day is skipped with that code', () => {
    // Sunday 22 November, 9:30 PM in Los Angeles: Monday's lunch closed at 9 PM.
    const lateSunday = new Date('2026-11-23T05:30:00.000Z');
    const placement = place(
      { ...everyDay({ mode: 'first', fallback: 'first' }), Wednesday: { mode: 'skip', fallback: 'first' } },
      { orderedDates: ['2026-11-24'], now: lateSunday },
    );
    assert.deepEqual(placement.lunches, []);
    assert.deepEqual(placement.skipped, [
      { date: '2026-11-23', code: 'DEADLINE_PASSED', values: { deadline: '2026-11-23T05:00:00.000Z' } },
      { date: '2026-11-24', code: 'ALREADY_ORDERED', values: {} },
      { date: '2026-11-25', code: 'SKIP_CHOSEN', values: {} },
      { date: '2026-11-26', code: 'CLOSED', values: { reason: 'Thanksgiving' } },
      { date: '2026-11-27', code: 'NO_MATCHING_ITEM', values: { mode: 'first' } },
    ]);
  });

  it("when the day's menu is a 'no service' entry, then the day is closed without a reason", () => {
    const placement = placeStandingOrder({
      child: { id: 7 },
      pattern: pattern({ Friday: { mode: 'first', fallback: 'first' } }),
      monday: NEXT_MONDAY,
      menuItems: [...menu, item('Friday', 'No Service', { description: 'Teacher training' })],
      closures: [],
      orderedDates: [],
      now: NOW,
      school: seededSchoolClock('America/Los_Angeles'),
    });
    assert.deepEqual(placement.skipped.at(-1), { date: '2026-11-27', code: 'CLOSED', values: { reason: null } });
  });

  it('when the child keeps a diet the placed dish is not tagged with, then the lunch is placed with that warning', () => {
    const placement = place({ Tuesday: { mode: 'first', fallback: 'skip' } }, { diets: ['vegetarian', 'halal'] });
    assert.deepEqual(
      placement.lunches.map((lunch) => lunch.unmetDiets),
      [['vegetarian', 'halal']],
    );
  });

  it('when the standing order is paused, then nothing is placed and nothing is reported', () => {
    assert.deepEqual(place(everyDay({ mode: 'first', fallback: 'first' }), { active: false }), { childId: 7, lunches: [], skipped: [] });
  });
});
