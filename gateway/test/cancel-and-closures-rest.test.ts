import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: Thursday the 19th and later can be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';

describe('closed days, cancelling for credit and the credit balance through the REST API', () => {
  let system: TestSystem;
  let observer: pg.Pool;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  const items: Record<string, MenuItem> = {};

  async function untilOrderingKnows(childIds: number[], itemIds: number[]): Promise<void> {
    await system.flushOutboxes();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const children = await observer.query('select count(*)::int as n from ordering.children where child_id = any($1)', [childIds]);
      const known = await observer.query('select count(*)::int as n from ordering.menu_items where item_id = any($1)', [itemIds]);
      if (children.rows[0].n === childIds.length && known.rows[0].n === itemIds.length) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('ordering did not learn the children and menu items in time');
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    observer = observerPool(system.databaseUrl, 1);
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (const [day, name, price] of [
      ['Monday', 'Veggie Pasta', '5.50'],
      ['Tuesday', 'Chicken Wrap', '6.25'],
      ['Wednesday', 'Turkey Wrap', '6.75'],
    ] as const) {
      const created = await admin.post('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: day,
        menuItem: name,
        description: `${name}, freshly made`,
        price,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      items[day] = created.body;
    }
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Reed' });
    const child = await maria.browser.post<Child>('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    assert.equal(child.status, 201);
    ana = child.body;
    await untilOrderingKnows(
      [ana.id],
      Object.values(items).map((item) => item.id),
    );
  });

  afterAll(async () => {
    await observer?.end();
    await system?.stop();
  });

  test('when the new paths are called signed out, then reading closures works and everything else answers 401', async () => {
    const closures = await visitor.get('/api/closures?from=2026-11-23&to=2026-11-27');
    assert.equal(closures.status, 200, JSON.stringify(closures.body));
    assert.deepEqual(closures.body, []);
    for (const [method, path] of [
      ['POST', '/api/admin/closures'],
      ['DELETE', '/api/admin/closures/2026-11-26'],
      ['POST', '/api/lunch-orders/1/cancel'],
      ['GET', '/api/my-credit'],
    ] as const) {
      const response = await visitor.request(method, path, method === 'GET' ? undefined : { date: '2026-11-26', reason: 'Thanksgiving' });
      assert.equal(response.status, 401, `${method} ${path}: ${JSON.stringify(response.body)}`);
    }
  });

  test('when a parent declares or lifts a closure, then 403; bad input is 400 naming the problem', async () => {
    assert.equal((await maria.browser.post('/api/admin/closures', { date: '2026-11-26', reason: 'Thanksgiving' })).status, 403);
    assert.equal((await maria.browser.delete('/api/admin/closures/2026-11-26')).status, 403);
    const past = await admin.post('/api/admin/closures', { date: '2026-11-17', reason: 'Too late' });
    assert.deepEqual([past.status, past.body.message], [400, 'Past dates cannot be closed']);
    const noReason = await admin.post('/api/admin/closures', { date: '2026-11-26' });
    assert.deepEqual([noReason.status, noReason.body.message], [400, 'Reason is required']);
    const numberReason = await admin.post('/api/admin/closures', { date: '2026-11-26', reason: 42 });
    assert.equal(numberReason.status, 400);
    const badDate = await admin.delete('/api/admin/closures/not-a-date');
    assert.deepEqual([badDate.status, badDate.body.message], [400, 'Date must be in the form YYYY-MM-DD']);
    assert.equal((await admin.delete('/api/admin/closures/2026-12-01')).status, 404);
  });

  test('when a parent cancels, then only their own order, before its deadline, once; a paid one becomes credit they alone see', async () => {
    const placed = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria.fields, ana, items.Monday!, '2026-11-23'), cartItem(maria.fields, ana, items.Tuesday!, '2026-11-24')],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.deepEqual([placed.body.creditApplied, placed.body.amountDue], ['0.00', '11.75']);
    const [monday] = placed.body.orders;
    assert.equal((await admin.patch(`/api/admin/orders/${monday.id}/payment`, { paymentStatus: 'paid' })).status, 200);

    assert.equal((await tom.browser.post(`/api/lunch-orders/${monday.id}/cancel`)).status, 404);
    assert.equal((await maria.browser.post('/api/lunch-orders/abc/cancel')).status, 400);
    const cancelled = await maria.browser.post(`/api/lunch-orders/${monday.id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.deepEqual([cancelled.body.status, cancelled.body.creditedAmount], ['cancelled', '5.50']);
    assert.equal((await maria.browser.post(`/api/lunch-orders/${monday.id}/cancel`)).status, 409);

    const credit = await maria.browser.get('/api/my-credit');
    assert.equal(credit.status, 200);
    assert.equal(credit.body.balance, '5.50');
    assert.deepEqual(Object.keys(credit.body.entries[0]).sort(), ['amount', 'createdAt', 'orderId', 'reason']);
    assert.equal((await tom.browser.get('/api/my-credit')).body.balance, '0.00');

    // An administrator may cancel a parent's lunch for them (a phone call to support); their own credit stays theirs.
    const byAdmin = await admin.post(`/api/lunch-orders/${placed.body.orders[1].id}/cancel`);
    assert.deepEqual([byAdmin.status, byAdmin.body.status, byAdmin.body.creditedAmount], [200, 'cancelled', '0.00']);
    assert.equal((await admin.get('/api/my-credit')).body.balance, '0.00');

    const history = await maria.browser.get('/api/my-lunch-orders');
    assert.deepEqual(
      history.body.map((order: { lunchDate: string; status: string }) => [order.lunchDate, order.status]),
      [
        ['2026-11-24', 'cancelled'],
        ['2026-11-23', 'cancelled'],
      ],
    );

    // Maria gets one e-mail per cancellation, each sent once its event is handled: the paid Monday's
    // and the administrator's Tuesday's may arrive in either order, so the test reads Monday's.
    const mail = await system.mail.waitFor(
      (message) =>
        message.to.includes(maria.fields.email) &&
        /cancelled/.test(message.subject) &&
        message.text.includes('Monday, November 23, 2026: Veggie Pasta for Ana'),
    );
    assert.match(mail.text, /\$5\.50 was credited to your account/);
  });

  test('when the administrator closes a date with lunches, then 201, anyone sees it, the lunch is cancelled, and the parent is e-mailed once', async () => {
    const placed = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria.fields, ana, items.Wednesday!, '2026-11-25')],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.body.creditApplied, '5.50', 'the earlier credit is used first');
    assert.equal(placed.body.amountDue, '1.25');

    const declared = await admin.post('/api/admin/closures', { date: '2026-11-25', reason: 'Staff development' });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    assert.deepEqual(declared.body, { date: '2026-11-25', reason: 'Staff development', schoolId: null });
    assert.equal((await admin.post('/api/admin/closures', { date: '2026-11-25', reason: 'Again' })).status, 409);
    assert.deepEqual((await maria.browser.get('/api/closures')).body, [{ date: '2026-11-25', reason: 'Staff development', schoolId: null }]);

    const mail = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && /Staff development/.test(message.subject));
    assert.equal(mail.subject, 'No service – Staff development: 1 lunch cancelled');
    assert.match(mail.text, /\$5\.50 was credited to your account/);
    await system.flushOutboxes();
    assert.equal(system.mail.messages.filter((message) => message.to.includes(maria.fields.email) && /Staff development/.test(message.subject)).length, 1);

    const refused = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria.fields, ana, items.Wednesday!, '2026-11-25')],
    });
    assert.deepEqual(
      [refused.status, refused.body.message],
      [400, 'No service on Wednesday, November 25 – Staff development. Nothing can be ordered for that day.'],
    );

    const lifted = await admin.delete('/api/admin/closures/2026-11-25');
    assert.equal(lifted.status, 200);
    assert.deepEqual((await visitor.get('/api/closures')).body, []);
  });
});
