import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: next week can be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
/** Sutter Elementary: identity's migration gives the spec's five schools the ids 1 to 5. */
const SUTTER = 3;

/**
 * Issue 31 section 2 through the gateway: a closure of one school among two, the production sheet
 * by school in delivery order and narrowed to one, and the driver's delivery sheets.
 */
describe("each school's calendar and delivery through the REST API", () => {
  let system: TestSystem;
  let observer: pg.Pool;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  let cleo: Child;
  let ben: Child;
  let willowId = 0;
  const items: Record<string, MenuItem> = {};

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    observer = observerPool(system.databaseUrl, 1);
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (const [key, day, name, price] of [
      ['pasta', 'Thursday', 'Veggie Pasta', '5.50'],
      ['wrap', 'Thursday', 'Chicken Wrap', '6.25'],
      ['tacos', 'Friday', 'Fish Tacos', '6.00'],
    ] as const) {
      const created = await admin.post('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: FRIDAY,
        dayOfWeek: day,
        menuItem: name,
        description: name,
        price,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      items[key] = created.body;
    }
    // A second school the administrator adds, delivered an hour before Sutter's noon.
    const willow = await admin.post('/api/admin/schools', {
      name: 'Willow Elementary',
      deliveryTime: '11:00',
      orderDeadline: { time: '21:00', daysBefore: 1 },
      timeZone: 'America/Los_Angeles',
    });
    assert.equal(willow.status, 201, JSON.stringify(willow.body));
    willowId = willow.body.id;

    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Reed' });
    const add = async (parent: SignedInParent, child: Omit<Child, 'id'>) => {
      const created = await parent.browser.post<Child>('/api/child-profile', child);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body;
    };
    ana = await add(maria, { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4', allergies: ['peanuts'] });
    cleo = await add(maria, { name: 'Cleo', school: 'Sutter Elementary', grade: '1', teacher: 'Room 2' });
    ben = await add(tom, { name: 'Ben', school: 'Willow Elementary', grade: '2', teacher: 'Mr. Oak' });
    await system.flushOutboxes();
    await waitFor(
      'ordering and menu learning the school, the children and the menu',
      async () =>
        (
          await observer.query(
            `select (select count(*)::int from ordering.children where child_id = any($1))
                  + (select count(*)::int from ordering.menu_items where item_id = any($2))
                  + (select count(*)::int from ordering.schools where school_id = $3)
                  + (select count(*)::int from menu.schools where school_id = $3) as n`,
            [[ana.id, cleo.id, ben.id], Object.values(items).map((item) => item.id), willowId],
          )
        ).rows[0].n,
      { until: (n) => n === 8 },
    );

    // Thursday: Ana (Sutter) and Ben (Willow), both paid; Friday: Ben again.
    for (const [parent, lunches] of [
      [maria, [cartItem(maria.fields, ana, items.pasta!, THURSDAY)]],
      [tom, [cartItem(tom.fields, ben, items.wrap!, THURSDAY), cartItem(tom.fields, ben, items.tacos!, FRIDAY)]],
    ] as const) {
      const placed = await parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items: lunches });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      for (const order of placed.body.orders as { id: number }[]) {
        assert.equal((await admin.patch(`/api/admin/orders/${order.id}/payment`, { paymentStatus: 'paid' })).status, 200);
      }
    }
  });

  afterAll(async () => {
    await observer?.end();
    await system?.stop();
  });

  test('when the production sheet and the delivery sheets are asked for signed out, by a parent, or with a bad schoolId, then 401, 403 and 400', async () => {
    for (const path of [`/api/admin/production?date=${THURSDAY}`, `/api/admin/delivery-sheets?date=${THURSDAY}`]) {
      assert.equal((await visitor.get(path)).status, 401, path);
      assert.equal((await maria.browser.get(path)).status, 403, path);
      const notANumber = await admin.get(`${path}&schoolId=willow`);
      assert.deepEqual([notANumber.status, notANumber.body.message], [400, 'schoolId must be the id of a school'], path);
      const unknown = await admin.get(`${path}&schoolId=9999`);
      assert.deepEqual([unknown.status, unknown.body.message], [400, 'No school has that schoolId'], path);
    }
    const badDate = await admin.get('/api/admin/delivery-sheets?date=2026-13-40');
    assert.deepEqual([badDate.status, badDate.body.message], [400, 'Date must be in the form YYYY-MM-DD']);
  });

  test('when the administrator reads a day, then the schools come in delivery order with their own totals per dish, and schoolId narrows to one', async () => {
    const sheet = await admin.get(`/api/admin/production?date=${THURSDAY}`);
    assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
    const [day] = sheet.body.days;
    assert.deepEqual(
      day.schools.map((school: { schoolId: number; school: string; deliveryTime: string; total: number; items: { menuItem: string; count: number }[] }) => [
        school.schoolId,
        school.school,
        school.deliveryTime,
        school.total,
        school.items.map((item) => `${item.count} ${item.menuItem}`),
      ]),
      [
        // Willow (11:00) before Sutter (12:00): delivery order, not the names' order.
        [willowId, 'Willow Elementary', '11:00', 1, ['1 Chicken Wrap']],
        [SUTTER, 'Sutter Elementary', '12:00', 1, ['1 Veggie Pasta']],
      ],
    );
    assert.deepEqual(
      day.schools[1].items[0].allergyNotes.map((note: { childName: string }) => note.childName),
      ['Ana'],
    );

    const sutterOnly = await admin.get(`/api/admin/production?date=${THURSDAY}&schoolId=${SUTTER}`);
    assert.equal(sutterOnly.status, 200);
    assert.equal(sutterOnly.body.total, 1);
    assert.deepEqual(
      sutterOnly.body.days[0].schools.map((school: { school: string }) => school.school),
      ['Sutter Elementary'],
    );
  });

  test("when the administrator reads the delivery sheets, then each school has its delivery time, its count per dish and its children's names and classes", async () => {
    const sheets = await admin.get(`/api/admin/delivery-sheets?date=${THURSDAY}`);
    assert.equal(sheets.status, 200, JSON.stringify(sheets.body));
    assert.deepEqual(sheets.body, {
      date: THURSDAY,
      total: 2,
      schools: [
        {
          schoolId: willowId,
          school: 'Willow Elementary',
          deliveryTime: '11:00',
          total: 1,
          items: [{ menuItem: 'Chicken Wrap', count: 1 }],
          children: [{ childName: 'Ben', grade: '2', teacher: 'Mr. Oak', menuItem: 'Chicken Wrap' }],
        },
        {
          schoolId: SUTTER,
          school: 'Sutter Elementary',
          deliveryTime: '12:00',
          total: 1,
          items: [{ menuItem: 'Veggie Pasta', count: 1 }],
          children: [{ childName: 'Ana', grade: '3', teacher: 'Room 4', menuItem: 'Veggie Pasta' }],
        },
      ],
    });
    const willowOnly = await admin.get(`/api/admin/delivery-sheets?date=${THURSDAY}&schoolId=${willowId}`);
    assert.deepEqual(
      willowOnly.body.schools.map((school: { school: string }) => school.school),
      ['Willow Elementary'],
    );
  });

  test('when a closure names a school unknown or badly, then 400 naming it; a parent gets 403', async () => {
    const unknown = await admin.post('/api/admin/closures', { date: FRIDAY, reason: 'Field trip', schoolId: 9999 });
    assert.deepEqual([unknown.status, unknown.body.message], [400, 'No school has that schoolId']);
    const notAnId = await admin.post('/api/admin/closures', { date: FRIDAY, reason: 'Field trip', schoolId: 'Willow' });
    assert.equal(notAnId.status, 400, JSON.stringify(notAnId.body));
    assert.equal((await tom.browser.post('/api/admin/closures', { date: FRIDAY, reason: 'Field trip', schoolId: willowId })).status, 403);
    const badQuery = await visitor.get('/api/closures?schoolId=abc');
    assert.deepEqual([badQuery.status, badQuery.body.message], [400, 'schoolId must be the id of a school']);
  });

  test('when one school of two is closed, then only its lunches are cancelled and credited, its parent alone is e-mailed once, and only its children are refused that day', async () => {
    const declared = await admin.post('/api/admin/closures', { date: THURSDAY, reason: 'Water main repair', schoolId: willowId });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    assert.deepEqual(declared.body, { date: THURSDAY, reason: 'Water main repair', schoolId: willowId });
    const again = await admin.post('/api/admin/closures', { date: THURSDAY, reason: 'Again', schoolId: willowId });
    assert.deepEqual([again.status, again.body.message], [409, 'That date is already closed at that school']);
    // Every school's closure of another day, to read beside it.
    assert.equal((await admin.post('/api/admin/closures', { date: '2026-12-24', reason: 'Holidays' })).status, 201);

    const mail = await system.mail.waitFor((message) => message.to.includes(tom.fields.email) && /Water main repair/.test(message.subject));
    assert.equal(mail.subject, 'No service – Water main repair: 1 lunch cancelled');
    assert.match(mail.text, /\$6\.25 was credited to your account/);
    await system.flushOutboxes();
    const closureMails = system.mail.messages.filter((message) => /Water main repair/.test(message.subject));
    assert.deepEqual(
      closureMails.map((message) => message.to),
      [mail.to],
      'one e-mail, to the closed school’s parent only',
    );

    assert.equal((await tom.browser.get('/api/my-credit')).body.balance, '6.25');
    assert.equal((await maria.browser.get('/api/my-credit')).body.balance, '0.00');
    const tomLunches = await tom.browser.get('/api/my-lunch-orders');
    assert.deepEqual(
      tomLunches.body.map((order: { lunchDate: string; status: string }) => [order.lunchDate, order.status]),
      [
        [FRIDAY, 'active'],
        [THURSDAY, 'cancelled'],
      ],
    );
    const mariaLunches = await maria.browser.get('/api/my-lunch-orders');
    assert.deepEqual(
      mariaLunches.body.map((order: { lunchDate: string; status: string }) => [order.lunchDate, order.status]),
      [[THURSDAY, 'active']],
    );

    // Ben may not order Thursday again; Cleo, at Sutter, still may.
    const refused = await tom.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(tom.fields, ben, items.pasta!, THURSDAY)] });
    assert.deepEqual(
      [refused.status, refused.body.message],
      [400, 'No service on Thursday, November 26 – Water main repair. Nothing can be ordered for that day.'],
    );
    const allowed = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria.fields, cleo, items.pasta!, THURSDAY)] });
    assert.equal(allowed.status, 201, JSON.stringify(allowed.body));

    // The production sheet no longer cooks Willow's Thursday.
    const sheet = await admin.get(`/api/admin/production?date=${THURSDAY}`);
    assert.deepEqual(
      sheet.body.days[0].schools.map((school: { school: string; total: number }) => `${school.school}: ${school.total}`),
      ['Sutter Elementary: 2'],
    );
  });

  test("when the calendar is read for a school, then it holds that school's closures and every school's, not another school's", async () => {
    const willow = await visitor.get(`/api/closures?schoolId=${willowId}`);
    assert.equal(willow.status, 200, JSON.stringify(willow.body));
    assert.deepEqual(willow.body, [
      { date: THURSDAY, reason: 'Water main repair', schoolId: willowId },
      { date: '2026-12-24', reason: 'Holidays', schoolId: null },
    ]);
    assert.deepEqual((await visitor.get(`/api/closures?schoolId=${SUTTER}`)).body, [{ date: '2026-12-24', reason: 'Holidays', schoolId: null }]);
    // Without a school: every closure, each naming its school.
    assert.deepEqual(
      (await visitor.get('/api/closures')).body.map((closure: { date: string; schoolId: number | null }) => [closure.date, closure.schoolId]),
      [
        [THURSDAY, willowId],
        ['2026-12-24', null],
      ],
    );

    // Lifting the school's closure needs its schoolId; the every-school lift of that date finds nothing.
    assert.equal((await admin.delete(`/api/admin/closures/${THURSDAY}`)).status, 404);
    const lifted = await admin.delete(`/api/admin/closures/${THURSDAY}?schoolId=${willowId}`);
    assert.deepEqual([lifted.status, lifted.body.schoolId], [200, willowId]);
    assert.deepEqual((await visitor.get(`/api/closures?schoolId=${willowId}`)).body, [{ date: '2026-12-24', reason: 'Holidays', schoolId: null }]);
  });
});
