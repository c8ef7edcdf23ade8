import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { MENU_MESSAGES } from '@lunchbox/domain/menu-schemas';
import { ADMIN, ITEM_FIELDS, startMenuHarness, type MenuHarness, PARENT, menuForm, type Asker, type MenuItemView } from './menu-harness.ts';

const CREATE = `mutation ($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: WeeklyMenuItemPatch!) { updateWeeklyMenuItem(id: $id, input: $input) { ${ITEM_FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteWeeklyMenuItem(id: $id) { ${ITEM_FIELDS} } }`;

function refusal(answer: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }) {
  assert.equal(answer.data ?? null, null);
  return answer.errors?.map((error) => [error.extensions?.code, error.message]);
}

describe('menu subgraph: administrators change the menu', () => {
  let harness: MenuHarness;

  beforeAll(async () => {
    harness = await startMenuHarness();
  });
  beforeEach(async () => {
    await harness.clear();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  describe('creating an item', () => {
    test('when an administrator sets a menu item, then it is stored in cents, shown as decimal text and announced with the whole item', async () => {
      const created = await harness.create(menuForm({ price: '7.5' }));
      assert.deepEqual(created, {
        id: created.id,
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: 'Monday',
        menuItem: 'Veggie Pasta',
        description: 'Penne with tomato sauce',
        price: '7.50',
        calories: '350-450',
        imageUrl: 'https://images.example.org/pasta.jpg',
        isActive: true,
      });
      const [row] = await harness.rows();
      assert.equal(row?.price_cents, 750);

      const [event] = await harness.eventsSeen(1);
      assert.equal(event?.type, 'menu.item.upserted');
      assert.deepEqual(event?.data, {
        itemId: created.id,
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: 'Monday',
        menuItem: 'Veggie Pasta',
        description: 'Penne with tomato sauce',
        priceCents: 750,
        calories: '350-450',
        imageUrl: 'https://images.example.org/pasta.jpg',
        isActive: true,
        allergens: [],
        dietTags: [],
        nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
      });
    });

    test('when prices that binary floats cannot hold are entered, then each is kept to the cent', async () => {
      for (const [price, shown, cents] of [
        ['4.10', '4.10', 410],
        ['0.1', '0.10', 10],
        ['$12.99', '12.99', 1299],
        ['8', '8.00', 800],
      ] as const) {
        const created = await harness.create(menuForm({ price }));
        assert.equal(created.price, shown, price);
        const stored = (await harness.rows()).find((row) => row.id === created.id);
        assert.equal(stored?.price_cents, cents, price);
      }
    });

    test('when calories and image are left blank, then the item has none', async () => {
      const created = await harness.create(menuForm({ calories: '', imageUrl: undefined }));
      assert.equal(created.calories, null);
      assert.equal(created.imageUrl, null);
    });

    test('when a parent or a signed-out visitor tries to set a menu item, then they are refused and nothing is written or announced', async () => {
      const asked: Array<[Asker, string]> = [
        [PARENT, 'FORBIDDEN'],
        [null, 'UNAUTHENTICATED'],
      ];
      for (const [who, code] of asked) {
        const answer = await harness.ask(who, CREATE, { input: menuForm() });
        assert.deepEqual(refusal(answer), [[code, code === 'FORBIDDEN' ? 'Admin access required' : 'Not authenticated']]);
      }
      assert.deepEqual(await harness.rows(), []);
      assert.deepEqual(await harness.outboxTypes(), []);
    });

    const invalidForms: Array<[string, Record<string, unknown>, string]> = [
      ['no week start date', { weekStartDate: undefined }, 'Week start date is required'],
      ['a blank week start date', { weekStartDate: ' ' }, 'Week start date is required'],
      ['no week end date', { weekEndDate: null }, 'Week end date is required'],
      ['no day of week', { dayOfWeek: undefined }, 'Day of week is required'],
      ['a Saturday', { dayOfWeek: 'Saturday' }, 'Day of week is required'],
      ['no menu item name', { menuItem: undefined }, 'Menu item name is required'],
      ['a blank menu item name', { menuItem: '   ' }, 'Menu item name is required'],
      ['no description', { description: '' }, 'Description is required'],
      ['no price', { price: undefined }, 'Price is required'],
      ['a blank price', { price: '' }, 'Price is required'],
      ['a price that is not money', { price: 'seven' }, MENU_MESSAGES.priceFormat],
      ['a price with three decimals', { price: '7.555' }, MENU_MESSAGES.priceFormat],
      ['a negative price', { price: '-1.00' }, MENU_MESSAGES.priceFormat],
      ['a week start that is not a date', { weekStartDate: '2026-02-30' }, MENU_MESSAGES.weekStartFormat],
      ['a week end that is not a date', { weekEndDate: '27/11/2026' }, MENU_MESSAGES.weekEndFormat],
      ['a week that ends before it starts', { weekStartDate: '2026-11-27', weekEndDate: '2026-11-23' }, MENU_MESSAGES.weekEndBeforeStart],
      ['a script as image address', { imageUrl: 'javascript:alert(1)' }, MENU_MESSAGES.imageUrl],
    ];
    for (const [what, overrides, message] of invalidForms) {
      test(`when the form has ${what}, then it is refused with '${message}' and nothing is written`, async () => {
        const answer = await harness.ask(ADMIN, CREATE, { input: menuForm(overrides) });
        assert.deepEqual(refusal(answer), [['BAD_USER_INPUT', message]]);
        assert.deepEqual(await harness.rows(), []);
        assert.deepEqual(await harness.outboxTypes(), []);
      });
    }
  });

  describe('changing an item', () => {
    let item: MenuItemView;
    beforeEach(async () => {
      item = await harness.create(menuForm());
      await harness.eventsSeen(1);
    });

    test('when an administrator changes some fields, then only those change and the new item is announced', async () => {
      const data = await harness.data<{ updateWeeklyMenuItem: MenuItemView }>(ADMIN, UPDATE, {
        id: item.id,
        input: { menuItem: 'Pesto Pasta', price: '8.05' },
      });
      assert.deepEqual(data.updateWeeklyMenuItem, { ...item, menuItem: 'Pesto Pasta', price: '8.05' });
      const events = await harness.eventsSeen(2);
      const last = events.at(-1);
      assert.equal(last?.type, 'menu.item.upserted');
      assert.equal((last?.data as { menuItem: string }).menuItem, 'Pesto Pasta');
      assert.equal((last?.data as { priceCents: number }).priceCents, 805);
    });

    test('when an administrator removes the item (isActive false), then it leaves the active menu but stays in the admin list', async () => {
      const data = await harness.data<{ updateWeeklyMenuItem: MenuItemView }>(ADMIN, UPDATE, { id: item.id, input: { isActive: false } });
      assert.equal(data.updateWeeklyMenuItem.isActive, false);
      assert.deepEqual((await harness.data(null, '{ activeWeeklyMenuItems { id } }')).activeWeeklyMenuItems, []);
      assert.deepEqual((await harness.data(ADMIN, '{ allWeeklyMenuItems { id isActive } }')).allWeeklyMenuItems, [{ id: item.id, isActive: false }]);
      const last = (await harness.eventsSeen(2)).at(-1);
      assert.equal((last?.data as { isActive: boolean }).isActive, false);
    });

    test('when calories and image are set to null, then both are cleared and the rest stays', async () => {
      const data = await harness.data<{ updateWeeklyMenuItem: MenuItemView }>(ADMIN, UPDATE, { id: item.id, input: { calories: null, imageUrl: null } });
      assert.deepEqual(data.updateWeeklyMenuItem, { ...item, calories: null, imageUrl: null });
      const [row] = await harness.rows();
      assert.equal(row?.calories, null);
      assert.equal(row?.image_url, null);
    });

    test('when a change is invalid on its own, then it is refused with the form message and the item is unchanged', async () => {
      for (const [input, message] of [
        [{ menuItem: '' }, 'Menu item name is required'],
        [{ description: null }, 'Description is required'],
        [{ price: '' }, 'Price is required'],
        [{ dayOfWeek: 'Sunday' }, 'Day of week is required'],
        [{ price: '1.999' }, MENU_MESSAGES.priceFormat],
      ] as const) {
        const answer = await harness.ask(ADMIN, UPDATE, { id: item.id, input });
        assert.deepEqual(refusal(answer), [['BAD_USER_INPUT', message]], JSON.stringify(input));
      }
      assert.deepEqual((await harness.data<{ allWeeklyMenuItems: MenuItemView[] }>(ADMIN, `{ allWeeklyMenuItems { ${ITEM_FIELDS} } }`)).allWeeklyMenuItems, [
        item,
      ]);
      assert.deepEqual(await harness.outboxTypes(), ['menu.item.upserted']);
    });

    test('when a change only makes sense with the stored fields, then the item as it would be is checked', async () => {
      const endBeforeStart = await harness.ask(ADMIN, UPDATE, { id: item.id, input: { weekEndDate: '2026-11-20' } });
      assert.deepEqual(refusal(endBeforeStart), [['BAD_USER_INPUT', MENU_MESSAGES.weekEndBeforeStart]]);
      const [row] = await harness.rows();
      assert.equal(row?.week_end_date, '2026-11-27');
      assert.deepEqual(await harness.outboxTypes(), ['menu.item.upserted']);
    });

    test('when the item does not exist, then the answer is not found', async () => {
      const answer = await harness.ask(ADMIN, UPDATE, { id: item.id + 1000, input: { menuItem: 'Ghost' } });
      assert.deepEqual(refusal(answer), [['NOT_FOUND', 'Menu item not found']]);
    });

    test('when a parent tries to change or remove the item, then they are refused and it is unchanged', async () => {
      assert.deepEqual(refusal(await harness.ask(PARENT, UPDATE, { id: item.id, input: { price: '0.01' } })), [['FORBIDDEN', 'Admin access required']]);
      assert.deepEqual(refusal(await harness.ask(null, UPDATE, { id: item.id, input: { isActive: false } })), [['UNAUTHENTICATED', 'Not authenticated']]);
      assert.deepEqual(refusal(await harness.ask(PARENT, DELETE, { id: item.id })), [['FORBIDDEN', 'Admin access required']]);
      assert.deepEqual((await harness.data<{ allWeeklyMenuItems: MenuItemView[] }>(ADMIN, `{ allWeeklyMenuItems { ${ITEM_FIELDS} } }`)).allWeeklyMenuItems, [
        item,
      ]);
    });

    test('when two administrators change different fields at the same moment, then neither change is lost', async () => {
      const changes = [{ price: '9.99' }, { calories: '500' }, { description: 'Fresh basil' }, { imageUrl: null }, { menuItem: 'Basil Pasta' }];
      const answers = await Promise.all(changes.map((input) => harness.ask(ADMIN, UPDATE, { id: item.id, input })));
      for (const answer of answers) assert.equal(answer.errors, undefined);
      const [after] = (await harness.data<{ allWeeklyMenuItems: MenuItemView[] }>(ADMIN, `{ allWeeklyMenuItems { ${ITEM_FIELDS} } }`)).allWeeklyMenuItems;
      assert.deepEqual(after, { ...item, price: '9.99', calories: '500', description: 'Fresh basil', imageUrl: null, menuItem: 'Basil Pasta' });
    });
  });

  describe('deleting an item', () => {
    test('when an administrator deletes an item, then it is gone, the answer shows what it was, and the deletion is announced', async () => {
      const item = await harness.create(menuForm());
      const data = await harness.data<{ deleteWeeklyMenuItem: MenuItemView }>(ADMIN, DELETE, { id: item.id });
      assert.deepEqual(data.deleteWeeklyMenuItem, item);
      assert.deepEqual(await harness.rows(), []);
      const events = await harness.eventsSeen(2);
      assert.deepEqual(
        events.map((event) => [event.type, (event.data as { itemId: number }).itemId]),
        [
          ['menu.item.upserted', item.id],
          ['menu.item.deleted', item.id],
        ],
      );
    });

    test('when the item was already deleted, then the answer is not found and nothing more is announced', async () => {
      const item = await harness.create(menuForm());
      await harness.data(ADMIN, DELETE, { id: item.id });
      const again = await harness.ask(ADMIN, DELETE, { id: item.id });
      assert.deepEqual(refusal(again), [['NOT_FOUND', 'Menu item not found']]);
      assert.deepEqual(await harness.outboxTypes(), ['menu.item.upserted', 'menu.item.deleted']);
    });
  });
});
