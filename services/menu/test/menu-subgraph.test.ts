import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { ADMIN, ITEM_FIELDS, startMenuHarness, type MenuHarness, PARENT, menuForm, type MenuItemView } from './menu-harness.ts';

type Named = Pick<MenuItemView, 'menuItem'>;

describe('menu subgraph: reading the menu', () => {
  let harness: MenuHarness;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Wednesday 25 November 2026, 10:00 in Los Angeles: the current school week starts Monday the 23rd.
    startClockAt('2026-11-25T18:00:00Z');
    harness = await startMenuHarness();
    const items = [
      menuForm({
        weekStartDate: '2026-11-16',
        weekEndDate: '2026-11-20',
        dayOfWeek: 'Friday',
        menuItem: 'Last Week Soup',
        price: '3.00',
        calories: null,
        imageUrl: null,
      }),
      menuForm({ dayOfWeek: 'Tuesday', menuItem: 'Chicken Wrap', price: '6.25', calories: null, imageUrl: null }),
      menuForm({ dayOfWeek: 'Monday', menuItem: 'Veggie Pasta', price: '5.50' }),
      menuForm({
        weekStartDate: '2026-11-29',
        weekEndDate: '2026-12-03',
        dayOfWeek: 'Thursday',
        menuItem: 'Sunday-Started Stew',
        price: '4.10',
        imageUrl: null,
      }),
      menuForm({ weekStartDate: '2026-11-30', weekEndDate: '2026-12-04', dayOfWeek: 'Wednesday', menuItem: 'Retired Tacos', price: '6.00', isActive: false }),
    ];
    for (const item of items) {
      const created = await harness.create(item);
      ids[created.menuItem] = created.id;
    }
  });

  afterAll(async () => {
    await harness?.stop();
    startClockAt(undefined);
  });

  test('when anyone asks for the active menu, then every active item comes back in week order with its price as exact decimal text', async () => {
    const data = await harness.data<{ activeWeeklyMenuItems: MenuItemView[] }>(null, `{ activeWeeklyMenuItems { ${ITEM_FIELDS} } }`);
    assert.deepEqual(
      data.activeWeeklyMenuItems.map((item) => item.menuItem),
      ['Last Week Soup', 'Veggie Pasta', 'Chicken Wrap', 'Sunday-Started Stew'],
    );
    const pasta = data.activeWeeklyMenuItems.find((item) => item.menuItem === 'Veggie Pasta');
    assert.deepEqual(pasta, {
      id: ids['Veggie Pasta'],
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Monday',
      menuItem: 'Veggie Pasta',
      description: 'Penne with tomato sauce',
      price: '5.50',
      calories: '350-450',
      imageUrl: 'https://images.example.org/pasta.jpg',
      isActive: true,
    });
    const stew = data.activeWeeklyMenuItems.find((item) => item.menuItem === 'Sunday-Started Stew');
    assert.equal(stew?.price, '4.10');
    assert.equal(stew?.imageUrl, null);
  });

  test('when the order picker asks for its items, then weeks that ended before this school week and removed items are left out', async () => {
    const data = await harness.data<{ upcomingWeeklyMenuItems: Named[] }>(PARENT, `{ upcomingWeeklyMenuItems { id menuItem weekStartDate isActive } }`);
    assert.deepEqual(
      data.upcomingWeeklyMenuItems.map((item) => item.menuItem),
      ['Veggie Pasta', 'Chicken Wrap', 'Sunday-Started Stew'],
    );
  });

  test('when it is Sunday evening at the schools, then the week that is ending still counts as this week for the picker', async () => {
    // Sunday 22 November 2026, 20:00 in Los Angeles, already Monday in UTC: last week is still this week.
    startClockAt('2026-11-23T04:00:00Z');
    try {
      const data = await harness.data<{ upcomingWeeklyMenuItems: Named[] }>(null, `{ upcomingWeeklyMenuItems { menuItem } }`);
      assert.deepEqual(
        data.upcomingWeeklyMenuItems.map((item) => item.menuItem),
        ['Last Week Soup', 'Veggie Pasta', 'Chicken Wrap', 'Sunday-Started Stew'],
      );
    } finally {
      startClockAt('2026-11-25T18:00:00Z');
    }
  });

  test('when an administrator asks for all items, then removed ones are included', async () => {
    const data = await harness.data(ADMIN, `{ allWeeklyMenuItems { menuItem isActive } }`);
    assert.deepEqual(data.allWeeklyMenuItems, [
      { menuItem: 'Last Week Soup', isActive: true },
      { menuItem: 'Veggie Pasta', isActive: true },
      { menuItem: 'Chicken Wrap', isActive: true },
      { menuItem: 'Sunday-Started Stew', isActive: true },
      { menuItem: 'Retired Tacos', isActive: false },
    ]);
  });

  test('when a parent or a signed-out visitor asks for all items, then they are refused and see none of them', async () => {
    const asParent = await harness.ask(PARENT, `{ allWeeklyMenuItems { id } }`);
    assert.equal(asParent.data, null);
    assert.deepEqual(
      asParent.errors?.map((error) => [error.extensions?.code, error.message]),
      [['FORBIDDEN', 'Admin access required']],
    );
    const anonymous = await harness.ask(null, `{ allWeeklyMenuItems { id } }`);
    assert.equal(anonymous.data, null);
    assert.deepEqual(
      anonymous.errors?.map((error) => [error.extensions?.code, error.message]),
      [['UNAUTHENTICATED', 'Not authenticated']],
    );
  });

  test('when the gateway resolves menu item references, then each known id gives its item (removed ones too) and an unknown one gives null', async () => {
    const data = await harness.data(
      null,
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on WeeklyMenuItem { id menuItem price isActive } } }',
      {
        representations: [
          { __typename: 'WeeklyMenuItem', id: ids['Retired Tacos'] },
          { __typename: 'WeeklyMenuItem', id: ids['Sunday-Started Stew'] },
          { __typename: 'WeeklyMenuItem', id: 999_999 },
        ],
      },
    );
    assert.deepEqual(data._entities, [
      { id: ids['Retired Tacos'], menuItem: 'Retired Tacos', price: '6.00', isActive: false },
      { id: ids['Sunday-Started Stew'], menuItem: 'Sunday-Started Stew', price: '4.10', isActive: true },
      null,
    ]);
  });

  test('when the service is up, then its health and readiness endpoints say so', async () => {
    const base = harness.service.url.replace(/\/graphql$/, '');
    assert.equal((await fetch(`${base}/healthz`)).status, 200);
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
  });
});
