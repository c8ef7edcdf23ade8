import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, cartItemFor, newSignedInParent, type SignedInParent } from './parents.ts';
import { addChild, addWeekMenu, TEST_NOW, WEEK, type Child, type MenuItem } from './week-fixtures.ts';

const LUNCH_DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

interface TopUp {
  reference: string;
  amount: string;
  status: string;
  decidedAt: string | null;
  parentName: string | null;
  email: string | null;
  paymentOptions: { paypalUrl: string };
}

describe('top-ups and a balance that pays through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  let ana: Child;
  let ben: Child;
  let items: MenuItem[];

  const balanceOf = async (parent: SignedInParent): Promise<string> => {
    const credit = await parent.browser.get('/api/my-credit');
    assert.equal(credit.status, 200, JSON.stringify(credit.body));
    return credit.body.balance;
  };

  const checkout = (parent: SignedInParent, child: Child, lunches: Array<[MenuItem, string]>) =>
    parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items: lunches.map(([item, date]) => cartItemFor(parent, child, item, date)) });

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const settings = { paypalMeHandle: 'sutterlunches', zelleRecipientName: 'Sutter PTA', zelleRecipient: 'pay@sutter.example.org' };
    assert.equal((await admin.put('/api/admin/payment-settings', settings)).status, 200);
    items = await addWeekMenu(admin, WEEK, [
      { name: 'Veggie Pasta', price: '5.50' },
      { name: 'Chicken Wrap', price: '6.25' },
      { name: 'Fish Tacos', price: '6.00' },
      { name: 'Turkey Plate', price: '6.50' },
    ]);
    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Baker' });
    ana = await addChild(maria, 'Ana');
    ben = await addChild(tom, 'Ben');
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: [ana.id, ben.id], itemIds: items.map((item) => item.id) });
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when the paths are called signed out or by a parent on the admin paths, then 401 and 403', async () => {
    assert.equal((await visitor.post('/api/top-ups', { amount: '20.00' })).status, 401);
    assert.equal((await visitor.post('/api/top-ups', { amount: '1' })).status, 401);
    assert.equal((await visitor.get('/api/my-top-ups')).status, 401);
    assert.equal((await visitor.get('/api/admin/top-ups?status=pending')).status, 401);
    assert.equal((await visitor.put('/api/admin/top-ups/LB-ZZZZZ', { status: 'paid' })).status, 401);
    assert.equal((await maria.browser.get('/api/admin/top-ups')).status, 403);
    assert.equal((await maria.browser.get('/api/admin/top-ups?status=maybe')).status, 403);
    assert.equal((await maria.browser.put('/api/admin/top-ups/LB-ZZZZZ', { status: 'paid' })).status, 403);
  });

  test('when an amount is out of range or not an amount, or a status is unknown, then 400 names the field; an unknown reference is 404', async () => {
    const cases: Array<[unknown, string]> = [
      [{ amount: '4.99' }, 'amount must be between 5.00 and 500.00'],
      [{ amount: '500.01' }, 'amount must be between 5.00 and 500.00'],
      [{ amount: '-20' }, 'amount must be between 5.00 and 500.00'],
      [{ amount: 'twenty' }, 'amount must be a dollar amount with at most 2 decimals, such as 10.00'],
      [{}, 'amount is required'],
    ];
    for (const [body, message] of cases) {
      const response = await maria.browser.post('/api/top-ups', body);
      assert.deepEqual([response.status, response.body.error], [400, message], JSON.stringify(body));
    }
    assert.deepEqual((await maria.browser.get('/api/my-top-ups')).body, [], 'nothing was created');
    const list = await admin.get('/api/admin/top-ups?status=maybe');
    assert.deepEqual([list.status, list.body.error], [400, 'status must be one of: pending, paid, failed']);
    const decision = await admin.put('/api/admin/top-ups/LB-ZZZZZ', { status: 'pending' });
    assert.deepEqual([decision.status, decision.body.error], [400, 'status must be one of: paid, failed']);
    assert.equal((await admin.put('/api/admin/top-ups/LB-ZZZZZ', { status: 'paid' })).status, 404);
  });

  test('when a parent tops up and the administrator confirms it, then the balance is credited once, a second PUT changes nothing and reversing is 409', async () => {
    const created = await maria.browser.post<TopUp>('/api/top-ups', { amount: 20 });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { reference } = created.body;
    assert.deepEqual(
      { ...created.body, paymentOptions: undefined, createdAt: undefined },
      { reference, amount: '20.00', status: 'pending', decidedAt: null, parentName: null, email: null, paymentOptions: undefined, createdAt: undefined },
    );
    assert.ok(created.body.paymentOptions.paypalUrl.startsWith('https://www.paypal.me/sutterlunches/20.00'), created.body.paymentOptions.paypalUrl);
    assert.deepEqual(
      (await maria.browser.get<TopUp[]>('/api/my-top-ups')).body.map((topUp) => topUp.reference),
      [reference],
    );
    assert.deepEqual((await tom.browser.get('/api/my-top-ups')).body, [], "another parent's top-ups are not listed");
    const pending = (await admin.get<TopUp[]>('/api/admin/top-ups?status=pending')).body.find((topUp) => topUp.reference === reference);
    assert.deepEqual([pending?.parentName, pending?.email], ['Maria Lopez', maria.fields.email]);
    assert.equal(await balanceOf(maria), '0.00');

    const paid = await admin.put<TopUp>(`/api/admin/top-ups/${reference}`, { status: 'paid' });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(paid.body.status, 'paid');
    assert.equal(typeof paid.body.decidedAt, 'string');
    assert.equal(await balanceOf(maria), '20.00');
    const credit = (await maria.browser.get('/api/my-credit')).body;
    assert.deepEqual(
      credit.entries.map((entry: { amount: string; topUpReference?: string }) => [entry.amount, entry.topUpReference]),
      [['20.00', reference]],
    );

    const again = await admin.put<TopUp>(`/api/admin/top-ups/${reference}`, { status: 'paid' });
    assert.deepEqual([again.status, again.body.status], [200, 'paid']);
    assert.equal(await balanceOf(maria), '20.00', 'the same decision again credits nothing');
    const reversed = await admin.put(`/api/admin/top-ups/${reference}`, { status: 'failed' });
    assert.equal(reversed.status, 409, JSON.stringify(reversed.body));
    assert.equal(await balanceOf(maria), '20.00');
    assert.ok((await admin.get<TopUp[]>('/api/admin/top-ups?status=paid')).body.some((topUp) => topUp.reference === reference));
    assert.ok(!(await admin.get<TopUp[]>('/api/admin/top-ups?status=pending')).body.some((topUp) => topUp.reference === reference));

    const confirmed = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && message.text.includes(reference));
    assert.equal(confirmed.subject, 'Your top-up of $20.00 is confirmed');
    await system.flushOutboxes();
    assert.equal(system.mail.messages.filter((message) => message.to.includes(maria.fields.email) && message.text.includes(reference)).length, 1);
  });

  test('when the administrator confirms one top-up twice at the same moment, then it is credited once', async () => {
    const created = await tom.browser.post<TopUp>('/api/top-ups', { amount: '10.00' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const answers = await Promise.all([1, 2, 3].map(() => admin.put(`/api/admin/top-ups/${created.body.reference}`, { status: 'paid' })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
    );
    assert.equal(await balanceOf(tom), '10.00');
  });

  test('when the balance covers a checkout, then it is paid at once with nothing left to verify', async () => {
    assert.equal(await balanceOf(maria), '20.00');
    const placed = await checkout(maria, ana, [[items[0]!, LUNCH_DATES[0]!]]);
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.deepEqual([placed.body.totalAmount, placed.body.creditApplied, placed.body.amountDue], ['5.50', '5.50', '0.00']);
    assert.ok(
      placed.body.orders.every((order: { isPaid: boolean; paymentStatus: string }) => order.isPaid && order.paymentStatus === 'paid'),
      JSON.stringify(placed.body.orders),
    );
    const pending = await admin.get<Array<{ paymentReference: string }>>('/api/admin/payments?status=pending');
    assert.ok(!pending.body.some((payment) => payment.paymentReference === placed.body.paymentReference), 'no payment waits for the administrator');
    assert.equal(await balanceOf(maria), '14.50');
  });

  test('when a checkout takes the balance below the threshold while a standing order is active, then one low-balance e-mail whose one-click link turns those alerts off', async () => {
    const pattern = await maria.browser.put(`/api/standing-orders/${ana.id}`, { active: true, days: { Monday: { mode: 'first' } } });
    assert.equal(pattern.status, 200, JSON.stringify(pattern.body));
    const placed = await checkout(maria, ana, [[items[1]!, LUNCH_DATES[1]!]]);
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(await balanceOf(maria), '8.25');

    const alert = await system.mail.waitFor((message) => message.to.includes(maria.fields.email) && /balance is low/.test(message.subject));
    assert.equal(alert.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    const link = /^<(https?:\/\/[^>]+)>$/.exec(alert.headers['list-unsubscribe'] ?? '');
    assert.ok(link, JSON.stringify(alert.headers));
    const url = new URL(link[1]!);
    const followed = await fetch(`${system.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.deepEqual([followed.status, await followed.json()], [200, { kind: 'lowBalance' }]);
    const settings = (await maria.browser.get('/api/my-notification-settings')).body;
    assert.deepEqual(settings, { reminders: { email: true, whatsapp: false }, lowBalance: { email: false, threshold: '10.00' } });
  });

  test('when several checkouts spend one balance at the same moment, then together they take exactly the balance and it never goes below zero', async () => {
    assert.equal(await balanceOf(tom), '10.00');
    const carts = LUNCH_DATES.map((date, index) => checkout(tom, ben, [[items[index]!, date]]));
    const placed = await Promise.all(carts);
    for (const answer of placed) assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const cents = (text: string) => Math.round(Number(text) * 100);
    const applied = placed.map((answer) => cents(answer.body.creditApplied));
    assert.ok(
      applied.every((value) => value >= 0),
      JSON.stringify(applied),
    );
    assert.equal(
      applied.reduce((sum, value) => sum + value, 0),
      1000,
      `credit applied: ${JSON.stringify(placed.map((answer) => answer.body.creditApplied))}`,
    );
    for (const answer of placed) assert.equal(cents(answer.body.creditApplied) + cents(answer.body.amountDue), cents(answer.body.totalAmount));
    assert.equal(await balanceOf(tom), '0.00');
  });
});
