import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 10:00 in Los Angeles: this week starts on the 16th, next week on the 23rd. */
const TEST_NOW = '2026-11-18T18:00:00.000Z';
const THIS_WEEK = { weekStartDate: '2026-11-16', weekEndDate: '2026-11-20' };
const NEXT_WEEK = { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27' };
const LATER_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };
const PAST_WEEK = { weekStartDate: '2026-11-02', weekEndDate: '2026-11-06' };
const NO_NEXT_WEEK_MENU = 'No menu items available for next week. Please add menu items first.';

const ITEM_KEYS = [
  'allergens',
  'calories',
  'dayOfWeek',
  'description',
  'dietTags',
  'id',
  'imageUrl',
  'isActive',
  'menuItem',
  'nutrition',
  'price',
  'weekEndDate',
  'weekStartDate',
];
const NO_NUTRITION = { protein: null, carbohydrates: null, fat: null, sodium: null };

interface MenuItem {
  id: number;
  weekStartDate: string;
  weekEndDate: string;
  dayOfWeek: string;
  menuItem: string;
  description: string;
  price: string;
  calories: string | null;
  imageUrl: string | null;
  isActive: boolean;
  allergens: string[];
  dietTags: string[];
  nutrition: { protein: number | null; carbohydrates: number | null; fat: number | null; sodium: number | null };
}

/** What the admin 'Set Menu' dialog sends. */
function setMenuForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...LATER_WEEK,
    dayOfWeek: 'Monday',
    menuItem: 'Veggie Pasta',
    description: 'Penne with tomato sauce',
    price: '7.50',
    calories: '350-450',
    imageUrl: 'https://images.example.org/pasta.jpg',
    ...overrides,
  };
}

function assertNoCache(headers: Headers): void {
  assert.match(headers.get('cache-control') ?? '', /no-store/);
  assert.match(headers.get('cache-control') ?? '', /no-cache/);
  assert.equal(headers.get('pragma'), 'no-cache');
}

describe('weekly menu through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let parent: Browser;
  let visitor: Browser;

  async function create(overrides: Record<string, unknown> = {}): Promise<MenuItem> {
    const response = await admin.post<MenuItem>('/api/weekly-menu', setMenuForm(overrides));
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  async function allItems(): Promise<MenuItem[]> {
    const response = await admin.get<MenuItem[]>('/api/weekly-menu/all');
    assert.equal(response.status, 200);
    return response.body;
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    admin = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200);
    parent = (await newSignedInParent(system.url)).browser;
    visitor = new Browser(system.url);
  });

  afterAll(async () => {
    await system?.stop();
  });

  describe('GET /api/admin/next-week-menu before anything is set', () => {
    test('when next week has no menu yet, then the administrator gets 404 with the spec message', async () => {
      await create({ ...THIS_WEEK, menuItem: 'This Week Soup' });
      const response = await admin.get('/api/admin/next-week-menu');
      assert.equal(response.status, 404);
      assert.equal(response.body.error, NO_NEXT_WEEK_MENU);
    });
  });

  describe('POST /api/weekly-menu', () => {
    test('when an administrator sets a menu item, then it answers 201 with the created item and its price as exact decimal text', async () => {
      const response = await admin.post<MenuItem>('/api/weekly-menu', setMenuForm({ menuItem: 'Exact Price Pasta', price: '4.10' }));
      assert.equal(response.status, 201);
      assert.deepEqual(Object.keys(response.body).sort(), ITEM_KEYS);
      assert.deepEqual(
        { ...response.body, id: 0 },
        {
          id: 0,
          ...LATER_WEEK,
          dayOfWeek: 'Monday',
          menuItem: 'Exact Price Pasta',
          description: 'Penne with tomato sauce',
          price: '4.10',
          calories: '350-450',
          imageUrl: 'https://images.example.org/pasta.jpg',
          isActive: true,
          allergens: [],
          dietTags: [],
          nutrition: NO_NUTRITION,
        },
      );
      const listed = (await allItems()).find((item) => item.id === response.body.id);
      assert.equal(listed?.price, '4.10');
    });

    test('when the price comes as a number or without cents, then it is kept to the cent', async () => {
      assert.equal((await create({ price: 7.5 })).price, '7.50');
      assert.equal((await create({ price: 0.3 })).price, '0.30');
      assert.equal((await create({ price: '12' })).price, '12.00');
    });

    test('when calories is a range and the image is left out, then the item keeps the range and has no image', async () => {
      const item = await create({ calories: '350-450', imageUrl: undefined });
      assert.equal(item.calories, '350-450');
      assert.equal(item.imageUrl, null);
    });

    test('when a signed-out visitor or a parent sets a menu item, then they get 401 or 403 and nothing is created', async () => {
      const before = await allItems();
      const anonymous = await visitor.post('/api/weekly-menu', setMenuForm({ menuItem: 'Sneaky Anonymous Dish' }));
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error, 'Not authenticated');
      const asParent = await parent.post('/api/weekly-menu', setMenuForm({ menuItem: 'Sneaky Parent Dish', isAdmin: true }));
      assert.equal(asParent.status, 403);
      assert.equal(asParent.body.error, 'Admin access required');
      assert.deepEqual(await allItems(), before);
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['the week start date is missing', { weekStartDate: undefined }, 'Week start date is required'],
      ['the week end date is empty', { weekEndDate: '' }, 'Week end date is required'],
      ['the day of week is missing', { dayOfWeek: undefined }, 'Day of week is required'],
      ['the day is a Sunday', { dayOfWeek: 'Sunday' }, 'Day of week is required'],
      ['the menu item name is blank', { menuItem: '  ' }, 'Menu item name is required'],
      ['the description is missing', { description: undefined }, 'Description is required'],
      ['the price is empty', { price: '' }, 'Price is required'],
      ['the price is null', { price: null }, 'Price is required'],
      ['the price is not an amount', { price: 'cheap' }, 'Price must be an amount in dollars with at most 2 decimals, such as 7.50'],
      ['the price has three decimals', { price: 7.125 }, 'Price must be an amount in dollars with at most 2 decimals, such as 7.50'],
      ['the week ends before it starts', { weekStartDate: '2026-12-11', weekEndDate: '2026-12-07' }, 'Week end date must not be before the week start date'],
      ['the week start is not a date', { weekStartDate: 'next monday' }, 'Week start date must be a date in the form YYYY-MM-DD'],
    ];
    for (const [what, overrides, message] of invalid) {
      test(`when ${what}, then it answers 400 '${message}' and nothing is created`, async () => {
        const before = await allItems();
        const response = await admin.post('/api/weekly-menu', setMenuForm(overrides));
        assert.equal(response.status, 400);
        assert.equal(response.body.error, message);
        assert.deepEqual(await allItems(), before);
      });
    }
    test('when fields have the wrong JSON types, then it answers 400 and never 500, and nothing is created', async () => {
      const before = await allItems();
      for (const overrides of [
        { isActive: 'no' },
        { menuItem: 123 },
        { price: { amount: 5 } },
        { price: true },
        { calories: 400 },
        { dayOfWeek: ['Monday'] },
      ]) {
        const response = await admin.post('/api/weekly-menu', setMenuForm(overrides));
        assert.equal(response.status, 400, JSON.stringify(overrides));
        assert.equal(typeof response.body.error, 'string');
      }
      const notAnObject = await admin.post('/api/weekly-menu', [setMenuForm()]);
      assert.equal(notAnObject.status, 400);
      assert.equal(notAnObject.body.error, 'Week start date is required');
      assert.deepEqual(await allItems(), before);
    });
  });

  describe('GET /api/weekly-menu-items/active and /api/weekly-menu-items', () => {
    test('when anyone opens the weekly menu, then active items come back without caching and removed ones are left out', async () => {
      const shown = await create({ ...NEXT_WEEK, dayOfWeek: 'Tuesday', menuItem: 'Shown Tacos' });
      const removed = await create({ ...NEXT_WEEK, dayOfWeek: 'Tuesday', menuItem: 'Removed Tacos', isActive: false });
      for (const browser of [visitor, parent]) {
        const response = await browser.get<MenuItem[]>('/api/weekly-menu-items/active');
        assert.equal(response.status, 200);
        assertNoCache(response.headers);
        const ids = response.body.map((item) => item.id);
        assert.ok(ids.includes(shown.id));
        assert.ok(!ids.includes(removed.id));
        assert.ok(response.body.every((item) => item.isActive));
      }
    });

    test('when the order picker asks with a cache-buster, then it gets every active item of this week and later, without caching', async () => {
      const past = await create({ ...PAST_WEEK, menuItem: 'Past Week Stew' });
      const current = await create({ ...THIS_WEEK, dayOfWeek: 'Friday', menuItem: 'Friday Pizza', price: '4.10' });
      const later = await create({ ...LATER_WEEK, dayOfWeek: 'Thursday', menuItem: 'Later Curry' });
      const response = await parent.get<MenuItem[]>(`/api/weekly-menu-items?t=${Date.now()}`);
      assert.equal(response.status, 200);
      assertNoCache(response.headers);
      const byId = new Map(response.body.map((item) => [item.id, item]));
      assert.equal(byId.get(current.id)?.price, '4.10');
      assert.ok(byId.has(later.id));
      assert.ok(!byId.has(past.id), 'a week that is over cannot be ordered');
      assert.ok(response.body.every((item) => item.isActive));
      assert.deepEqual(Object.keys(response.body[0]!).sort(), ITEM_KEYS);
    });
  });

  describe('GET /api/weekly-menu/all', () => {
    test('when an administrator opens the menu grid, then every item comes back, removed ones included', async () => {
      const removed = await create({ menuItem: 'Grid Removed Dish', isActive: false });
      const items = await allItems();
      assert.equal(items.find((item) => item.id === removed.id)?.isActive, false);
    });

    test('when a parent or a signed-out visitor asks for all items, then they get 403 or 401', async () => {
      const asParent = await parent.get('/api/weekly-menu/all');
      assert.equal(asParent.status, 403);
      assert.equal(asParent.body.error, 'Admin access required');
      const anonymous = await visitor.get('/api/weekly-menu/all');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error, 'Not authenticated');
    });
  });

  describe('PATCH /api/weekly-menu/{id}', () => {
    test('when an administrator changes some fields, then the updated item comes back and the rest is unchanged', async () => {
      const item = await create({ menuItem: 'Patch Me' });
      const response = await admin.patch<MenuItem>(`/api/weekly-menu/${item.id}`, { menuItem: 'Patched Pasta', price: '8.05', dayOfWeek: 'Wednesday' });
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { ...item, menuItem: 'Patched Pasta', price: '8.05', dayOfWeek: 'Wednesday' });
    });

    test('when the edit-by-date dialog removes an item with isActive false, then it leaves the parents menu', async () => {
      const item = await create({ ...NEXT_WEEK, dayOfWeek: 'Thursday', menuItem: 'Soon Removed Soup' });
      const response = await admin.patch<MenuItem>(`/api/weekly-menu/${item.id}`, { isActive: false });
      assert.equal(response.status, 200);
      assert.equal(response.body.isActive, false);
      const active = await visitor.get<MenuItem[]>('/api/weekly-menu-items/active');
      assert.ok(!active.body.some((entry) => entry.id === item.id));
      const picker = await parent.get<MenuItem[]>('/api/weekly-menu-items?t=1');
      assert.ok(!picker.body.some((entry) => entry.id === item.id));
    });

    test('when calories or the image are set to null, then they are cleared', async () => {
      const item = await create({ menuItem: 'Clear My Extras' });
      const response = await admin.patch<MenuItem>(`/api/weekly-menu/${item.id}`, { calories: null, imageUrl: null });
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { ...item, calories: null, imageUrl: null });
    });

    test('when the dialog sends the whole item back with its id, then the extra keys are ignored', async () => {
      const item = await create({ menuItem: 'Whole Item' });
      const response = await admin.patch<MenuItem>(`/api/weekly-menu/${item.id}`, { ...item, id: 999, createdAt: '2026-01-01', price: 5 });
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { ...item, price: '5.00' });
    });

    test('when a change breaks a form rule, then it answers 400 with the message and the item is unchanged', async () => {
      const item = await create({ menuItem: 'Keep Me' });
      for (const [change, message] of [
        [{ menuItem: '' }, 'Menu item name is required'],
        [{ description: '   ' }, 'Description is required'],
        [{ price: '' }, 'Price is required'],
        [{ dayOfWeek: 'Saturday' }, 'Day of week is required'],
        [{ weekEndDate: '2026-12-01' }, 'Week end date must not be before the week start date'],
      ] as const) {
        const response = await admin.patch(`/api/weekly-menu/${item.id}`, change);
        assert.equal(response.status, 400, JSON.stringify(change));
        assert.equal(response.body.error, message);
      }
      assert.deepEqual(
        (await allItems()).find((entry) => entry.id === item.id),
        item,
      );
    });

    test('when the item does not exist or the id is not a number, then it answers 404 or 400', async () => {
      const missing = await admin.patch('/api/weekly-menu/987654', { menuItem: 'Ghost' });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error, 'Menu item not found');
      const bad = await admin.patch('/api/weekly-menu/pasta', { menuItem: 'Ghost' });
      assert.equal(bad.status, 400);
    });

    test('when a parent or a signed-out visitor changes an item, then they get 403 or 401 and it is unchanged', async () => {
      const item = await create({ menuItem: 'Not Yours' });
      const asParent = await parent.patch(`/api/weekly-menu/${item.id}`, { price: '0.01' });
      assert.equal(asParent.status, 403);
      const anonymous = await visitor.patch(`/api/weekly-menu/${item.id}`, { isActive: false });
      assert.equal(anonymous.status, 401);
      assert.deepEqual(
        (await allItems()).find((entry) => entry.id === item.id),
        item,
      );
    });
  });

  describe('allergens, diet tags and nutrition (issue 13)', () => {
    test('when an administrator sets them in any spelling, then they come back canonical in every menu read and round-trip through PATCH', async () => {
      const created = await create({
        menuItem: 'Peanut Noodles',
        allergens: ['Peanuts', 'soybeans', 'wheat', 'tree_nuts'],
        dietTags: ['Vegetarian', 'dairy free'],
        nutrition: { protein: 14, carbohydrates: 52.5, fat: 11, sodium: 640 },
      });
      assert.deepEqual(created.allergens, ['tree nuts', 'peanuts', 'wheat', 'soybeans']);
      assert.deepEqual(created.dietTags, ['vegetarian', 'dairy-free']);
      assert.deepEqual(created.nutrition, { protein: 14, carbohydrates: 52.5, fat: 11, sodium: 640 });

      for (const path of ['/api/weekly-menu-items/active', '/api/weekly-menu-items?_=1', '/api/weekly-menu/all']) {
        const listed = (await admin.get<MenuItem[]>(path)).body.find((item) => item.id === created.id);
        assert.deepEqual(listed, created, path);
      }

      const patched = await admin.patch<MenuItem>(`/api/weekly-menu/${created.id}`, { allergens: ['peanuts', 'sesame'], nutrition: { protein: 15 } });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.deepEqual(patched.body.allergens, ['peanuts', 'sesame']);
      assert.deepEqual(patched.body.dietTags, ['vegetarian', 'dairy-free'], 'a field not sent stays');
      assert.deepEqual(patched.body.nutrition, { protein: 15, carbohydrates: null, fat: null, sodium: null }, 'nutrition is replaced as a whole');

      const cleared = await admin.patch<MenuItem>(`/api/weekly-menu/${created.id}`, { allergens: [], nutrition: null });
      assert.deepEqual(cleared.body.allergens, []);
      assert.deepEqual(cleared.body.nutrition, NO_NUTRITION);
    });

    test('when an allergen or a diet tag is unknown, then it answers 400 naming the value and nothing is created or changed', async () => {
      const before = await allItems();
      const unknownAllergen = await admin.post('/api/weekly-menu', setMenuForm({ allergens: ['peanuts', 'kiwi'] }));
      assert.equal(unknownAllergen.status, 400);
      assert.match(unknownAllergen.body.error, /Unknown allergen "kiwi"/);
      const unknownDiet = await admin.post('/api/weekly-menu', setMenuForm({ dietTags: ['keto'] }));
      assert.equal(unknownDiet.status, 400);
      assert.match(unknownDiet.body.error, /Unknown diet "keto"/);
      const badNutrition = await admin.post('/api/weekly-menu', setMenuForm({ nutrition: { sodium: -5 } }));
      assert.equal(badNutrition.status, 400);
      assert.equal(badNutrition.body.error, 'Sodium must be a number of milligrams from 0 to 100000');
      assert.deepEqual(await allItems(), before);

      const item = await create({ allergens: ['milk'] });
      const patch = await admin.patch(`/api/weekly-menu/${item.id}`, { allergens: ['milk', 'gluten'] });
      assert.equal(patch.status, 400);
      assert.match(patch.body.error, /Unknown allergen "gluten"/);
      assert.deepEqual((await allItems()).find((entry) => entry.id === item.id)?.allergens, ['milk']);
    });
  });

  describe('DELETE /api/weekly-menu/{id}', () => {
    test('when an administrator deletes an item, then it is gone everywhere and a second delete answers 404', async () => {
      const item = await create({ menuItem: 'Delete Me' });
      const response = await admin.delete(`/api/weekly-menu/${item.id}`);
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { success: true, id: item.id });
      assert.ok(!(await allItems()).some((entry) => entry.id === item.id));
      const again = await admin.delete(`/api/weekly-menu/${item.id}`);
      assert.equal(again.status, 404);
      assert.equal(again.body.error, 'Menu item not found');
    });

    test('when a parent or a signed-out visitor deletes an item, then they get 403 or 401 and it stays', async () => {
      const item = await create({ menuItem: 'Stay Put' });
      assert.equal((await parent.delete(`/api/weekly-menu/${item.id}`)).status, 403);
      assert.equal((await visitor.delete(`/api/weekly-menu/${item.id}`)).status, 401);
      assert.ok((await allItems()).some((entry) => entry.id === item.id));
    });
  });

  describe('GET /api/admin/next-week-menu', () => {
    test('when next week has items, then they come grouped by day with the spec fields and exact prices', async () => {
      await create({ ...NEXT_WEEK, dayOfWeek: 'Monday', menuItem: 'Monday Pasta', description: 'Penne', price: '5.5', calories: '350-450' });
      await create({ ...NEXT_WEEK, dayOfWeek: 'Monday', menuItem: 'Monday Salad', description: 'Greens', price: '4.10', calories: null });
      await create({ ...NEXT_WEEK, dayOfWeek: 'Friday', menuItem: 'Friday Fish', description: 'Baked cod', price: '6.00', calories: '400' });
      const response = await admin.get('/api/admin/next-week-menu');
      assert.equal(response.status, 200);
      assert.equal(response.body.weekStartDate, '2026-11-23');
      // Earlier tests left 'Shown Tacos' on Tuesday; the Thursday soup was removed and does not count.
      assert.deepEqual(Object.keys(response.body.menuByDay), ['Monday', 'Tuesday', 'Friday']);
      assert.deepEqual(response.body.menuByDay.Monday, [
        { menuItem: 'Monday Pasta', description: 'Penne', price: '5.50', calories: '350-450' },
        { menuItem: 'Monday Salad', description: 'Greens', price: '4.10', calories: null },
      ]);
      assert.deepEqual(response.body.menuByDay.Friday, [{ menuItem: 'Friday Fish', description: 'Baked cod', price: '6.00', calories: '400' }]);
      assert.deepEqual(
        response.body.menuByDay.Tuesday.map((item: { menuItem: string }) => item.menuItem),
        ['Shown Tacos'],
      );
    });

    test('when a parent or a signed-out visitor asks for next week menu, then they get 403 or 401', async () => {
      const asParent = await parent.get('/api/admin/next-week-menu');
      assert.equal(asParent.status, 403);
      assert.equal(asParent.body.error, 'Admin access required');
      const anonymous = await visitor.get('/api/admin/next-week-menu');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error, 'Not authenticated');
    });
  });
});
