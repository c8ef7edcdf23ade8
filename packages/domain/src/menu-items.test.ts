import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatCents } from './money.ts';
import {
  dailyTotalCents,
  isNoService,
  isNoServiceDay,
  isServedOn,
  itemForDay,
  itemsByDay,
  itemsForWeek,
  itemsServedOn,
  type WeeklyMenuItem,
} from './menu-items.ts';
import { NO_NUTRITION } from './menu-schemas.ts';

let nextId = 1;
function item(fields: Partial<WeeklyMenuItem>): WeeklyMenuItem {
  return {
    id: nextId++,
    weekStartDate: '2026-11-23',
    weekEndDate: '2026-11-27',
    dayOfWeek: 'Monday',
    menuItem: 'Pizza',
    description: 'Cheese pizza',
    price: '7.50',
    calories: null,
    imageUrl: null,
    isActive: true,
    allergens: [],
    dietTags: [],
    nutrition: NO_NUTRITION,
    ...fields,
  };
}

const names = (items: readonly WeeklyMenuItem[]) => items.map((entry) => entry.menuItem);

describe('menu items', () => {
  describe('items of a week', () => {
    it("when items start on the week's Monday, then exactly those are the week's", () => {
      const items = [item({ menuItem: 'Exact' }), item({ menuItem: 'Sunday start', weekStartDate: '2026-11-22' })];
      assert.deepEqual(names(itemsForWeek(items, '2026-11-23')), ['Exact']);
    });

    it('when no item starts on the Monday, then items starting one day before or after are used', () => {
      const items = [
        item({ menuItem: 'Sunday start', weekStartDate: '2026-11-22', weekEndDate: '2026-11-26' }),
        item({ menuItem: 'Tuesday start', weekStartDate: '2026-11-24', weekEndDate: '2026-11-28' }),
        item({ menuItem: 'Two days early', weekStartDate: '2026-11-21' }),
        item({ menuItem: 'Last week', weekStartDate: '2026-11-16' }),
      ];
      assert.deepEqual(names(itemsForWeek(items, '2026-11-23')), ['Sunday start', 'Tuesday start']);
    });

    it('when the only exact items are inactive, then they are ignored and the neighbours are used', () => {
      const items = [item({ menuItem: 'Removed', isActive: false }), item({ menuItem: 'Tuesday start', weekStartDate: '2026-11-24' })];
      assert.deepEqual(names(itemsForWeek(items, '2026-11-23')), ['Tuesday start']);
    });

    it('when the week has no items at all, then it is empty', () => {
      assert.deepEqual(itemsForWeek([item({ weekStartDate: '2026-11-30' })], '2026-11-23'), []);
    });

    it('when the week is split into day columns, then each weekday gets its date and its items, and empty days are empty', () => {
      const items = [
        item({ id: 20, menuItem: 'Soup', dayOfWeek: 'Monday' }),
        item({ id: 10, menuItem: 'Pizza', dayOfWeek: 'Monday' }),
        item({ id: 30, menuItem: 'Tacos', dayOfWeek: 'Wednesday' }),
      ];
      const columns = itemsByDay(items, '2026-11-23');
      assert.deepEqual(
        columns.map((column) => [column.dayOfWeek, column.date, names(column.items)]),
        [
          ['Monday', '2026-11-23', ['Pizza', 'Soup']],
          ['Tuesday', '2026-11-24', []],
          ['Wednesday', '2026-11-25', ['Tacos']],
          ['Thursday', '2026-11-26', []],
          ['Friday', '2026-11-27', []],
        ],
      );
    });
  });

  describe('the item picked for a day', () => {
    it('when an active item covers the date on its weekday, then it is picked', () => {
      const pizza = item({ dayOfWeek: 'Tuesday' });
      assert.equal(itemForDay([pizza], '2026-11-24'), pizza);
      assert.equal(isServedOn(pizza, '2026-11-24'), true);
    });

    it('when the weekday differs or the date is outside the week range, then nothing is picked', () => {
      const pizza = item({ dayOfWeek: 'Tuesday' });
      assert.equal(itemForDay([pizza], '2026-11-25'), undefined);
      assert.equal(itemForDay([pizza], '2026-12-01'), undefined);
      assert.equal(itemForDay([pizza], '2026-11-17'), undefined);
    });

    it('when several items cover the date, then the one with the latest weekStartDate wins', () => {
      const older = item({ menuItem: 'Two-week pizza', weekStartDate: '2026-11-16', weekEndDate: '2026-11-27' });
      const newer = item({ menuItem: 'This week pasta' });
      assert.equal(itemForDay([newer, older], '2026-11-23')?.menuItem, 'This week pasta');
      assert.equal(itemForDay([older, newer], '2026-11-23')?.menuItem, 'This week pasta');
      assert.deepEqual(names(itemsServedOn([older, newer], '2026-11-23')), ['This week pasta', 'Two-week pizza']);
    });

    it('when two items start the same week, then the newer one (higher id) wins', () => {
      const first = item({ id: 101, menuItem: 'First' });
      const second = item({ id: 102, menuItem: 'Second' });
      assert.equal(itemForDay([second, first], '2026-11-23')?.menuItem, 'Second');
    });

    it('when the newer item is inactive, then it is ignored and the older one is picked', () => {
      const older = item({ menuItem: 'Two-week pizza', weekStartDate: '2026-11-16', weekEndDate: '2026-11-27' });
      const removed = item({ menuItem: 'Removed pasta', isActive: false });
      assert.equal(itemForDay([older, removed], '2026-11-23')?.menuItem, 'Two-week pizza');
      assert.equal(itemForDay([removed], '2026-11-23'), undefined);
    });
  });

  it('when a day has several items, then the Daily Total is their exact sum', () => {
    const items = [item({ price: '1.10' }), item({ price: '2.20' })];
    assert.notEqual(1.1 + 2.2, 3.3);
    assert.equal(dailyTotalCents(items), 330);
    assert.equal(formatCents(dailyTotalCents(items)), '$3.30');
  });

  it("when an item's text says 'no service' in any case, then the day shows No Service", () => {
    assert.equal(isNoService(item({ menuItem: 'NO SERVICE - Thanksgiving' })), true);
    assert.equal(isNoService(item({ menuItem: 'Holiday', description: 'No service today' })), true);
    assert.equal(isNoService(item({ menuItem: 'Pizza', description: 'Served hot' })), false);
    assert.equal(isNoServiceDay([]), true);
    assert.equal(isNoServiceDay([item({ menuItem: 'Pizza' })]), false);
    assert.equal(isNoServiceDay([item({ menuItem: 'Pizza' }), item({ menuItem: 'No Service' })]), true);
  });
});
