import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { buildCartItems } from '@lunchbox/domain/order-cart';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import type { Child, MenuItem as FixtureMenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: next week can be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

type MenuItem = FixtureMenuItem & { dayOfWeek: string };

describe("the kitchen's production sheet through the REST API", () => {
  let system: TestSystem;
  let observer: pg.Pool;
  let admin: Browser;
  let visitor: Browser;
  const menu: MenuItem[] = [];
  const placedIds: number[] = [];
  let cancelledId = 0;

  const itemOn = (dayOfWeek: string, menuItem: string) => menu.find((item) => item.dayOfWeek === dayOfWeek && item.menuItem === menuItem)!;

  /** The cart item the web app would keep for this lunch (the domain's own builder). */
  const lunch = (parent: SignedInParent, child: Child, item: MenuItem, lunchDate: string) =>
    buildCartItems(
      {
        ...parent.fields,
        parentName: parent.fields.fullName,
        childId: child.id,
        childName: child.name,
        school: child.school,
        grade: child.grade,
        teacher: child.teacher,
        notes: '',
      },
      [{ lunchDate, weeklyMenuItemId: item.id, menuItem: item.menuItem, price: item.price }],
      new Date(TEST_NOW),
      randomUUID,
    )[0]!;

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    observer = observerPool(system.databaseUrl, 1);
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (const [day, name] of [
      ['Monday', 'Veggie Pasta'],
      ['Monday', 'Chicken Wrap'],
      ['Tuesday', 'Fish Tacos'],
    ] as const) {
      const created = await admin.post('/api/weekly-menu', {
        weekStartDate: MONDAY,
        weekEndDate: '2026-11-27',
        dayOfWeek: day,
        menuItem: name,
        description: name,
        price: '5.50',
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      menu.push(created.body);
    }

    // Two families, three children in two schools (one name needs CSV quoting); Sutter's third grade has two teachers.
    const maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    const sam = await newSignedInParent(system.url, { fullName: 'Sam Lee' });
    const add = async (parent: SignedInParent, child: Omit<Child, 'id'>) => {
      const created = await parent.browser.post<Child>('/api/child-profile', child);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body;
    };
    // Ana's allergies are written by hand, in any spelling; the sheet names them canonically.
    const ana = await add(maria, { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4', allergies: ['Peanuts', 'tree_nuts'] });
    const luis = await add(maria, { name: 'Luis', school: 'Sutter Elementary', grade: '3', teacher: 'Room 5' });
    // A school the administrator adds (schools are data), named so that CSV must quote it.
    const oak = await admin.post('/api/admin/schools', {
      name: 'Oak Middle, "East"',
      deliveryTime: '12:00',
      orderDeadline: { time: '21:00', daysBefore: 1 },
      timeZone: 'America/Los_Angeles',
    });
    assert.equal(oak.status, 201, JSON.stringify(oak.body));
    const kim = await add(sam, { name: 'Kim', school: 'Oak Middle, "East"', grade: '7', teacher: 'Ms. Park' });
    await system.flushOutboxes();
    await waitFor(
      'ordering learning the children and the menu',
      async () =>
        (
          await observer.query(
            'select (select count(*)::int from ordering.children where child_id = any($1)) + (select count(*)::int from ordering.menu_items where item_id = any($2)) as n',
            [[ana.id, luis.id, kim.id], menu.map((item) => item.id)],
          )
        ).rows[0].n,
      { until: (n) => n === 6 },
    );

    for (const [parent, items] of [
      [
        maria,
        [
          lunch(maria, ana, itemOn('Monday', 'Veggie Pasta'), MONDAY),
          lunch(maria, luis, itemOn('Monday', 'Veggie Pasta'), MONDAY),
          lunch(maria, ana, itemOn('Tuesday', 'Fish Tacos'), TUESDAY),
        ],
      ],
      [sam, [lunch(sam, kim, itemOn('Monday', 'Chicken Wrap'), MONDAY), lunch(sam, kim, itemOn('Tuesday', 'Fish Tacos'), TUESDAY)]],
    ] as const) {
      const placed = await parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      placedIds.push(...placed.body.orders.map((order: { id: number }) => order.id));
    }
    // Luis's Monday lunch is cancelled: the kitchen must not cook it.
    const luisMonday = placedIds[1]!;
    const cancelled = await maria.browser.post(`/api/lunch-orders/${luisMonday}/cancel`, {});
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    cancelledId = luisMonday;
  });

  afterAll(async () => {
    await observer?.end();
    await system?.stop();
  });

  test('when the production sheet is asked for signed out or by a parent, then 401 and 403', async () => {
    const parent = await newSignedInParent(system.url);
    assert.equal((await visitor.get(`/api/admin/production?date=${MONDAY}`)).status, 401);
    assert.equal((await visitor.get(`/api/admin/production?date=${MONDAY}&format=csv`)).status, 401);
    assert.equal((await parent.browser.get(`/api/admin/production?date=${MONDAY}`)).status, 403);
    assert.equal((await parent.browser.get(`/api/admin/production?date=${MONDAY}&format=csv`)).status, 403);
  });

  test('when the date is malformed, both a date and a week are given, or the format unknown, then 400; without either, today with a message naming the problem', async () => {
    const badDate = await admin.get('/api/admin/production?date=2026-13-40');
    assert.equal(badDate.status, 400);
    assert.equal(badDate.body.message, 'Date must be in the form YYYY-MM-DD');
    const both = await admin.get(`/api/admin/production?date=${MONDAY}&week=${MONDAY}`);
    assert.equal(both.status, 400);
    assert.equal(both.body.message, 'Give a date or a week (YYYY-MM-DD), not both');
    // Without either, the sheet is today's at the schools (Wednesday 18 November: nothing ordered).
    const today = await admin.get('/api/admin/production');
    assert.equal(today.status, 200);
    assert.deepEqual(today.body, { from: '2026-11-18', to: '2026-11-18', total: 0, days: [] });
    const badFormat = await admin.get(`/api/admin/production?date=${MONDAY}&format=xml`);
    assert.equal(badFormat.status, 400);
    assert.equal(badFormat.body.message, 'Format must be json or csv');
  });

  test("when the administrator downloads a date's sheet as CSV, then it parses back with a header row and its counts are the active orders", async () => {
    const response = await admin.get(`/api/admin/production?date=${MONDAY}&format=csv`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('content-disposition'), `attachment; filename="production-${MONDAY}.csv"`);
    const text = response.body as string;
    assert.ok(text.includes('\r\n'), 'RFC 4180 ends records with CRLF');
    const records: Record<string, string>[] = parse(text, { columns: true });
    assert.deepEqual(records, [
      { Date: MONDAY, School: 'Oak Middle, "East"', Grade: '7', Teacher: 'Ms. Park', 'Menu item': 'Chicken Wrap', Count: '1', 'Children with allergies': '' },
      {
        Date: MONDAY,
        School: 'Sutter Elementary',
        Grade: '3',
        Teacher: 'Room 4',
        'Menu item': 'Veggie Pasta',
        Count: '1',
        'Children with allergies': 'Ana (tree nuts, peanuts)',
      },
    ]);

    // The same counts as the day's active orders the admin's orders list shows.
    const orders = await admin.get(`/api/admin/orders?date=${MONDAY}`);
    assert.equal(orders.status, 200);
    assert.ok(!orders.body.some((order: { id: number }) => order.id === cancelledId));
    assert.equal(
      records.reduce((sum, record) => sum + Number(record.Count), 0),
      orders.body.length,
    );
  });

  test('when the administrator asks for the week as JSON, then each day counts its dishes by school and by class, without cancelled lunches', async () => {
    const response = await admin.get('/api/admin/production?week=2026-11-25');
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const sheet = response.body;
    assert.equal(sheet.from, MONDAY);
    assert.equal(sheet.to, '2026-11-27');
    assert.equal(sheet.total, 4);
    assert.deepEqual(
      sheet.days.map((day: { date: string; total: number; items: { menuItem: string; count: number }[] }) => ({
        date: day.date,
        total: day.total,
        items: day.items.map((item) => `${item.count} ${item.menuItem}`),
      })),
      [
        { date: MONDAY, total: 2, items: ['1 Chicken Wrap', '1 Veggie Pasta'] },
        { date: TUESDAY, total: 2, items: ['2 Fish Tacos'] },
      ],
    );
    const tuesdaySchools = sheet.days[1].schools.map(
      (school: { school: string; total: number; classes: { grade: string; teacher: string | null; total: number }[] }) => ({
        school: school.school,
        total: school.total,
        classes: school.classes.map((group) => `${group.grade}/${group.teacher ?? ''}: ${group.total}`),
      }),
    );
    const sutterTuesday = sheet.days[1].schools[1];
    const anaNote = { childName: 'Ana', grade: '3', teacher: 'Room 4', allergies: ['tree nuts', 'peanuts'] };
    assert.deepEqual(sutterTuesday.items, [{ menuItem: 'Fish Tacos', count: 1, allergyNotes: [anaNote] }]);
    assert.deepEqual(sutterTuesday.classes[0].items, [{ menuItem: 'Fish Tacos', count: 1, allergyNotes: [anaNote] }]);
    assert.deepEqual(sheet.days[1].schools[0].items[0].allergyNotes, []);
    assert.deepEqual(tuesdaySchools, [
      { school: 'Oak Middle, "East"', total: 1, classes: ['7/Ms. Park: 1'] },
      { school: 'Sutter Elementary', total: 1, classes: ['3/Room 4: 1'] },
    ]);

    const csv = await admin.get('/api/admin/production?week=2026-11-25&format=csv');
    assert.equal(csv.headers.get('content-disposition'), `attachment; filename="production-${MONDAY}.csv"`);
    const records: Record<string, string>[] = parse(csv.body, { columns: true });
    assert.equal(
      records.reduce((sum, record) => sum + Number(record.Count), 0),
      placedIds.length - 1,
    );
  });
});
