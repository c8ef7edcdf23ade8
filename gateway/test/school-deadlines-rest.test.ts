import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem as cartItemFixture, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Ordering learns a school's cut-off from school.upserted; checkout reads it from there. */
async function untilOrderingKnowsSchool(databaseUrl: string, schoolId: number): Promise<void> {
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  try {
    const deadline = Date.now() + 15_000;
    while ((await observer.query('select 1 from ordering.schools where school_id = $1', [schoolId])).rowCount === 0) {
      if (Date.now() > deadline) throw new Error(`ordering never learned school ${schoolId}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await observer.end();
  }
}

/**
 * Each lunch closes at its child's school's cut-off (issue 31 section 1). Wednesday 18 November
 * 2026, 4 AM in Los Angeles: at a seeded school Thursday's lunch is open until 05:00 UTC on
 * Thursday (9:00 PM Wednesday, Pacific); at a school closing two days before at 6:00 PM it closed
 * on Tuesday.
 */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
const EARLY = { name: 'Early Bird Academy', deliveryTime: '11:30', orderDeadline: { time: '18:00', daysBefore: 2 }, timeZone: 'America/Los_Angeles' };
const EARLY_THURSDAY_DEADLINE = 'Order deadline for Thursday, November 19 has passed. Orders must be placed before 6:00 PM on Tuesday, November 17.';

describe("each child's school's order deadline through the REST API", () => {
  let system: TestSystem;
  let admin: Browser;
  let maria: SignedInParent;
  let thursday: MenuItem;
  let ana: Child;
  let leo: Child;

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const created = await admin.post('/api/admin/schools', EARLY);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const menu = await admin.post<MenuItem>('/api/weekly-menu', {
      weekStartDate: '2026-11-16',
      weekEndDate: '2026-11-20',
      dayOfWeek: 'Thursday',
      menuItem: 'Mac and Cheese',
      description: 'Mac and Cheese, freshly made',
      price: '5.00',
      calories: '350-450',
    });
    assert.equal(menu.status, 201, JSON.stringify(menu.body));
    thursday = menu.body;
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    const sutter = await maria.browser.post<Child>('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    assert.equal(sutter.status, 201, JSON.stringify(sutter.body));
    ana = sutter.body;
    // By schoolId (issue 31): the name is the school's own.
    const early = await maria.browser.post<Child>('/api/child-profile', { name: 'Leo', schoolId: created.body.id, grade: '1', teacher: 'Room 1' });
    assert.equal(early.status, 201, JSON.stringify(early.body));
    assert.equal(early.body.school, EARLY.name);
    assert.equal((early.body as Child & { schoolId: number }).schoolId, created.body.id);
    leo = early.body;
    await untilOrderingKnows(system, { childIds: [ana.id, leo.id], itemIds: [thursday.id] });
    await untilOrderingKnowsSchool(system.databaseUrl, created.body.id);
  });

  afterAll(async () => {
    await system?.stop();
  });

  function item(child: Child, lunchDate: string) {
    return cartItemFixture(maria.fields, child, thursday, lunchDate);
  }

  test('when a cart holds the same day for children at two schools with different cut-offs, then the one past its school’s cut-off is refused with that cut-off and the other is placed', async () => {
    const both = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [item(ana, '2026-11-19'), item(leo, '2026-11-19')] });
    assert.equal(both.status, 400, JSON.stringify(both.body));
    assert.equal(both.body.message, EARLY_THURSDAY_DEADLINE);
    assert.deepEqual((await maria.browser.get<unknown[]>('/api/my-lunch-orders')).body, [], 'none of the cart is placed');

    const early = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [item(leo, '2026-11-19')] });
    assert.equal(early.status, 400);
    assert.equal(early.body.message, EARLY_THURSDAY_DEADLINE);

    const seeded = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [item(ana, '2026-11-19')] });
    assert.equal(seeded.status, 201, JSON.stringify(seeded.body));
    const orders = (await maria.browser.get<{ childName: string; lunchDate: string }[]>('/api/my-lunch-orders')).body;
    assert.deepEqual(
      orders.map((order) => [order.childName, order.lunchDate.slice(0, 10)]),
      [['Ana', '2026-11-19']],
    );
  });

  test('when a child is added or moved by a schoolId that is unknown or inactive, then 400 asks for one of the schools served', async () => {
    const unknown = await maria.browser.post('/api/child-profile', { name: 'Zoe', schoolId: 99999, grade: '2', teacher: 'Room 3' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'Choose one of the schools served');
    const closed = await admin.post<{ id: number }>('/api/admin/schools', { ...EARLY, name: 'Closed Pines' });
    assert.equal((await admin.patch(`/api/admin/schools/${closed.body.id}`, { active: false })).status, 200);
    const inactive = await maria.browser.post('/api/child-profile', { name: 'Zoe', schoolId: closed.body.id, grade: '2', teacher: 'Room 3' });
    assert.equal(inactive.status, 400);
    assert.equal(inactive.body.message, 'Choose one of the schools served');
    const move = await maria.browser.patch(`/api/child-profile/${ana.id}`, { schoolId: closed.body.id });
    assert.equal(move.status, 400);
    assert.equal(move.body.message, 'Choose one of the schools served');
    const graph = await maria.browser.graphql('mutation ($input: ChildInput!) { addChild(input: $input) { school schoolId } }', {
      input: { name: 'Zoe', schoolId: 3, grade: '2', teacher: 'Room 3' },
    });
    assert.equal(graph.body.errors, undefined, JSON.stringify(graph.body.errors));
    assert.deepEqual(graph.body.data.addChild, { school: 'Sutter Elementary', schoolId: 3 });
  });
});
