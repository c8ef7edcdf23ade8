import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import type { Child } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: next week can be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';

describe('payments by checkout through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let ana: Child;
  const items: Record<string, { id: number; menuItem: string; price: string }> = {};

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    for (const [day, name, price] of [
      ['Monday', 'Veggie Pasta', '5.50'],
      ['Tuesday', 'Chicken Wrap', '6.25'],
    ] as const) {
      const created = await admin.post('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: day,
        menuItem: name,
        description: name,
        price,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      items[day] = created.body;
    }
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    const child = await maria.browser.post<Child>('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    ana = child.body;
    await system.flushOutboxes();
    // The child and the dishes reach ordering through their events; a checkout before that is refused.
    await untilOrderingKnows(system, { childIds: [ana.id], itemIds: Object.values(items).map((item) => item.id) });
  });

  afterAll(async () => {
    await system?.stop();
  });

  const lunch = (item: { id: number; menuItem: string; price: string }, lunchDate: string) => ({
    id: randomUUID(),
    childId: ana.id,
    childName: 'Ana',
    parentName: 'Maria Lopez',
    email: maria.fields.email,
    phone: maria.fields.phone,
    school: ana.school,
    grade: ana.grade,
    teacher: ana.teacher,
    lunchDate,
    lunchOptions: [item.menuItem],
    weeklyMenuItemIds: [item.id],
    totalAmount: Number(item.price),
    notes: '',
    addedAt: TEST_NOW,
  });

  test('when the payments paths are called signed out or by a parent, then 401 and 403', async () => {
    assert.equal((await visitor.get('/api/admin/payments')).status, 401);
    assert.equal((await visitor.patch('/api/admin/payments/LB-7K3Q9', { status: 'paid' })).status, 401);
    assert.equal((await maria.browser.get('/api/admin/payments')).status, 403);
    assert.equal((await maria.browser.patch('/api/admin/payments/LB-7K3Q9', { status: 'paid' })).status, 403);
  });

  test('when the administrator marks a whole checkout paid, then every lunch of it is paid, the list follows, and the parent is e-mailed once', async () => {
    const placed = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [lunch(items.Monday!, '2026-11-23'), lunch(items.Tuesday!, '2026-11-24')],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const reference: string = placed.body.paymentReference;
    assert.match(reference, /^LB-[2-9A-HJ-NP-Z]{5}$/);

    const pending = await admin.get('/api/admin/payments?status=pending');
    assert.equal(pending.status, 200);
    const row = pending.body.find((payment: { paymentReference: string }) => payment.paymentReference === reference);
    assert.deepEqual(
      { ...row, lunches: row.lunches.map((order: { lunchDate: string }) => order.lunchDate), createdAt: typeof row.createdAt },
      {
        paymentReference: reference,
        parentName: 'Maria Lopez',
        email: maria.fields.email,
        amountDue: '11.75',
        status: 'pending',
        lunches: ['2026-11-23', '2026-11-24'],
        createdAt: 'string',
      },
    );

    const marked = await admin.patch(`/api/admin/payments/${reference.toLowerCase()}`, { status: 'paid' });
    assert.equal(marked.status, 200, JSON.stringify(marked.body));
    assert.equal(marked.body.status, 'paid');
    assert.ok(marked.body.lunches.every((order: { isPaid: boolean }) => order.isPaid));
    const mine = await maria.browser.get('/api/my-lunch-orders');
    assert.ok(mine.body.every((order: { isPaid: boolean; paymentStatus: string }) => order.isPaid && order.paymentStatus === 'paid'));
    assert.equal(
      (await admin.get('/api/admin/payments?status=pending')).body.some((payment: { paymentReference: string }) => payment.paymentReference === reference),
      false,
    );
    assert.equal(
      (await admin.get('/api/admin/payments?status=paid')).body.some((payment: { paymentReference: string }) => payment.paymentReference === reference),
      true,
    );

    const mail = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && message.subject === `Payment received: ${reference}`);
    assert.match(mail.text, /We have received your payment of \$11\.75 \(reference LB-[2-9A-HJ-NP-Z]{5}\)/);
    // Marking it paid again changes nothing and sends nothing.
    assert.equal((await admin.patch(`/api/admin/payments/${reference}`, { status: 'paid' })).status, 200);
    await system.flushOutboxes();
    assert.equal(system.mail.messages.filter((message) => message.subject === `Payment received: ${reference}`).length, 1);

    const failed = await admin.patch(`/api/admin/payments/${reference}`, { status: 'failed' });
    assert.equal(failed.body.status, 'failed');
    await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && message.subject === `Payment not received: ${reference}`);
  });

  test('when the reference is unknown or the status is not one of pending, paid or failed, then 404 and 400', async () => {
    assert.equal((await admin.patch('/api/admin/payments/LB-ZZZZZ', { status: 'paid' })).status, 404);
    const bad = await admin.patch('/api/admin/payments/LB-ZZZZZ', { status: 'maybe' });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Status must be pending, paid or failed']);
    assert.equal((await admin.get('/api/admin/payments?status=maybe')).status, 400);
  });

  test('when payment settings are read or saved, then only administrators may, the Zelle recipient is checked, and the PayPal link carries the amount', async () => {
    assert.equal((await visitor.get('/api/admin/payment-settings')).status, 401);
    assert.equal((await visitor.put('/api/admin/payment-settings', {})).status, 401);
    assert.equal((await maria.browser.get('/api/admin/payment-settings')).status, 403);
    assert.equal(
      (await maria.browser.put('/api/admin/payment-settings', { paypalMeHandle: 'x', zelleRecipientName: 'x', zelleRecipient: 'x@example.org' })).status,
      403,
    );
    assert.deepEqual((await admin.get('/api/admin/payment-settings')).body, { paypalMeHandle: '', zelleRecipientName: '', zelleRecipient: '' });

    const bad = await admin.put('/api/admin/payment-settings', {
      paypalMeHandle: 'sutterlunches',
      zelleRecipientName: 'Sutter PTA',
      zelleRecipient: 'not a phone',
    });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Zelle recipient must be an e-mail address or a phone number']);
    const settings = { paypalMeHandle: 'sutterlunches', zelleRecipientName: 'Sutter PTA', zelleRecipient: 'pay@sutter.example.org' };
    const saved = await admin.put('/api/admin/payment-settings', settings);
    assert.deepEqual([saved.status, saved.body], [200, settings]);
    assert.deepEqual((await admin.get('/api/admin/payment-settings')).body, settings);

    const options = await maria.browser.get('/api/payment-options?amountDue=12.50');
    assert.equal(options.status, 200);
    assert.equal(options.body.paypalUrl, 'https://www.paypal.me/sutterlunches/12.50');
    assert.match(options.body.paypalQr, /^data:image\/svg\+xml;base64,/);
    assert.deepEqual([options.body.zelleRecipientName, options.body.zelleRecipient], ['Sutter PTA', 'pay@sutter.example.org']);
  });
});
