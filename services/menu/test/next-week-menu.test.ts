import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { ADMIN, startMenuHarness, type MenuHarness, PARENT, menuForm } from './menu-harness.ts';

interface NextWeekMenu {
  weekStartDate: string;
  weekEndDate: string;
  days: Array<{ dayOfWeek: string; date: string; items: Array<{ menuItem: string; description: string; price: string; calories: string | null }> }>;
}

const NEXT_WEEK_MENU = `{ nextWeekMenu { weekStartDate weekEndDate days { dayOfWeek date items { menuItem description price calories } } } }`;
const EMPTY = 'No menu items available for next week. Please add menu items first.';

const nextWeek = { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27' };
const thisWeek = { weekStartDate: '2026-11-16', weekEndDate: '2026-11-20' };

describe('menu subgraph: next week menu for the announcement', () => {
  let harness: MenuHarness;

  beforeAll(async () => {
    harness = await startMenuHarness({ schoolTimeZone: 'America/Los_Angeles' });
  });
  beforeEach(async () => {
    // Wednesday 18 November 2026, 10:00 in Los Angeles.
    startClockAt('2026-11-18T18:00:00Z');
    await harness.clear();
  });
  afterAll(async () => {
    await harness?.stop();
    startClockAt(undefined);
  });

  test('when next week has no items, then the administrator hears that there is nothing to announce', async () => {
    await harness.create(menuForm({ ...thisWeek, menuItem: 'This Week Soup' }));
    await harness.create(menuForm({ ...nextWeek, menuItem: 'Removed Dish', isActive: false }));
    const answer = await harness.ask(ADMIN, NEXT_WEEK_MENU);
    assert.equal(answer.data, null);
    assert.deepEqual(
      answer.errors?.map((error) => [error.extensions?.code, error.message]),
      [['NOT_FOUND', EMPTY]],
    );
  });

  test('when next week has items, then they come grouped by weekday in week order with exact prices, leaving out removed items and other weeks', async () => {
    await harness.create(menuForm({ ...nextWeek, dayOfWeek: 'Wednesday', menuItem: 'Fish Tacos', description: 'Two tacos', price: '6', calories: null }));
    await harness.create(menuForm({ ...nextWeek, dayOfWeek: 'Monday', menuItem: 'Veggie Pasta', description: 'Penne', price: '5.5', calories: '350-450' }));
    await harness.create(menuForm({ ...nextWeek, dayOfWeek: 'Monday', menuItem: 'Side Salad', description: 'Greens', price: '4.10', calories: '120' }));
    await harness.create(menuForm({ ...nextWeek, dayOfWeek: 'Friday', menuItem: 'Removed Pizza', isActive: false }));
    await harness.create(menuForm({ ...thisWeek, dayOfWeek: 'Tuesday', menuItem: 'This Week Curry' }));
    await harness.create(menuForm({ weekStartDate: '2026-11-30', weekEndDate: '2026-12-04', dayOfWeek: 'Tuesday', menuItem: 'Week After Chili' }));

    const data = await harness.data<{ nextWeekMenu: NextWeekMenu }>(ADMIN, NEXT_WEEK_MENU);
    assert.deepEqual(data.nextWeekMenu, {
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      days: [
        {
          dayOfWeek: 'Monday',
          date: '2026-11-23',
          items: [
            { menuItem: 'Veggie Pasta', description: 'Penne', price: '5.50', calories: '350-450' },
            { menuItem: 'Side Salad', description: 'Greens', price: '4.10', calories: '120' },
          ],
        },
        { dayOfWeek: 'Wednesday', date: '2026-11-25', items: [{ menuItem: 'Fish Tacos', description: 'Two tacos', price: '6.00', calories: null }] },
      ],
    });
  });

  test('when next week was entered from its Sunday, then those items are used as the screens use them', async () => {
    await harness.create(
      menuForm({ weekStartDate: '2026-11-22', weekEndDate: '2026-11-26', dayOfWeek: 'Thursday', menuItem: 'Turkey Sandwich', price: '4.75' }),
    );
    const data = await harness.data<{ nextWeekMenu: NextWeekMenu }>(ADMIN, NEXT_WEEK_MENU);
    assert.equal(data.nextWeekMenu.weekStartDate, '2026-11-23');
    assert.deepEqual(
      data.nextWeekMenu.days.map((day) => [day.dayOfWeek, day.items.map((item) => item.menuItem)]),
      [['Thursday', ['Turkey Sandwich']]],
    );
  });

  test('when it is Sunday evening at the schools though Monday in UTC, then next week is the one starting the next morning', async () => {
    await harness.create(menuForm({ ...nextWeek, menuItem: 'Monday Pasta' }));
    startClockAt('2026-11-23T04:00:00Z'); // Sunday 22 November, 20:00 in Los Angeles
    const data = await harness.data<{ nextWeekMenu: NextWeekMenu }>(ADMIN, NEXT_WEEK_MENU);
    assert.equal(data.nextWeekMenu.weekStartDate, '2026-11-23');
    assert.equal(data.nextWeekMenu.days[0]?.items[0]?.menuItem, 'Monday Pasta');

    startClockAt('2026-11-23T09:00:00Z'); // Monday 23 November, 01:00 in Los Angeles: that week has begun
    const answer = await harness.ask(ADMIN, NEXT_WEEK_MENU);
    assert.equal(answer.errors?.[0]?.message, EMPTY);
  });

  test('when a parent or a signed-out visitor asks for next week menu, then they are refused', async () => {
    await harness.create(menuForm({ ...nextWeek }));
    const asParent = await harness.ask(PARENT, NEXT_WEEK_MENU);
    assert.deepEqual(
      asParent.errors?.map((error) => [error.extensions?.code, error.message]),
      [['FORBIDDEN', 'Admin access required']],
    );
    const anonymous = await harness.ask(null, NEXT_WEEK_MENU);
    assert.deepEqual(
      anonymous.errors?.map((error) => [error.extensions?.code, error.message]),
      [['UNAUTHENTICATED', 'Not authenticated']],
    );
  });
});
