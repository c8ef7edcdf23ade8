import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem as cartItemFixture, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/**
 * Wednesday 18 November 2026, 4 AM at the schools (Los Angeles): Wednesday's lunch is past its
 * deadline (Tuesday 9:00 PM), Thursday's and next week's can be ordered.
 */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
/** The school's own PayPal link from settings; Zelle keeps its default. */
const PAYPAL_URL = 'https://www.paypal.com/paypalme/sutter-lunches';
const WEDNESDAY_DEADLINE = 'Order deadline for Wednesday, November 18 has passed. Orders must be placed before 9:00 PM on Tuesday, November 17.';

const ORDER_KEYS = [
  'allergenCheck',
  'checkoutId',
  'childAllergies',
  'childId',
  'childName',
  'createdAt',
  'creditAmount',
  'creditedAmount',
  'email',
  'grade',
  'id',
  'isPaid',
  'lunchDate',
  'lunchOptions',
  'notes',
  'parentName',
  'paymentReference',
  'paymentStatus',
  'phone',
  'school',
  'status',
  'teacher',
  'totalAmount',
  'userId',
  'weeklyMenuItemId',
];

interface Order {
  id: number;
  childName: string;
  lunchDate: string;
  lunchOptions: string[];
  totalAmount: string;
  paymentStatus: string;
  isPaid: boolean;
  [field: string]: unknown;
}

describe('lunch orders through the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let visitor: Browser;
  let maria: SignedInParent;
  let tom: SignedInParent;
  const menu: Record<string, MenuItem> = {};
  const kids: Record<string, Child> = {};

  /** The admin's 'Set Menu' dialog; until the menu's REST path exists, the same operation over /graphql. */
  async function setMenu(weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, price: string): Promise<MenuItem> {
    const form = { weekStartDate, weekEndDate, dayOfWeek, menuItem, description: `${menuItem}, freshly made`, price, calories: '350-450' };
    const response = await admin.post<MenuItem>('/api/weekly-menu', form);
    if (response.status !== 404) {
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body;
    }
    const answer = await admin.graphql('mutation ($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { id menuItem price } }', {
      input: form,
    });
    assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
    return answer.body.data.createWeeklyMenuItem;
  }

  async function addChild(parent: SignedInParent, name: string, school: string, grade: string, teacher: string): Promise<Child> {
    const response = await parent.browser.post<Child>('/api/child-profile', { name, school, grade, teacher, userId: parent.user.id });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  /** A cart item exactly as the web app keeps it in local storage (parent-app.md section 3), naming the child without its id. */
  function cartItem(parent: SignedInParent, child: Child, item: MenuItem, lunchDate: string, overrides: Record<string, unknown> = {}) {
    const { id: _id, ...named } = child;
    return cartItemFixture(parent.fields, named, item, lunchDate, overrides);
  }

  /** parent-app.md section 7: the body of POST /api/lunch-order. */
  function lunchOrderBody(parent: SignedInParent, child: Child, item: MenuItem, lunchDate: string, overrides: Record<string, unknown> = {}) {
    const { id: _id, addedAt: _addedAt, ...body } = cartItem(parent, child, item, lunchDate, overrides);
    return body;
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW, PAYPAL_URL } });
    visitor = new Browser(system.url);
    admin = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200, JSON.stringify(login.body));

    menu.wednesday = await setMenu('2026-11-16', '2026-11-20', 'Wednesday', 'Fish Tacos', '6.00');
    menu.thursday = await setMenu('2026-11-16', '2026-11-20', 'Thursday', 'Mac and Cheese', '5.00');
    menu.friday = await setMenu('2026-11-16', '2026-11-20', 'Friday', 'Pizza Friday', '6.50');
    menu.monday = await setMenu('2026-11-23', '2026-11-27', 'Monday', 'Veggie Pasta', '5.50');
    menu.tuesday = await setMenu('2026-11-23', '2026-11-27', 'Tuesday', 'Chicken Wrap', '6.25');

    maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
    tom = await newSignedInParent(system.url, { fullName: 'Tom Reed', phone: '555-987-6543' });
    kids.ana = await addChild(maria, 'Ana', 'Sutter Elementary', '3', 'Room 4');
    kids.ben = await addChild(maria, 'Ben', 'Bucher Middle School', '7', 'Ms. Park');
    kids.cleo = await addChild(tom, 'Cleo', 'Stratford Pomeroy', 'KG', 'Sunflowers');
    await untilOrderingKnows(system, {
      childIds: Object.values(kids).map((child) => child.id),
      itemIds: Object.values(menu).map((item) => item.id),
    });
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when nobody is signed in, then every order path answers 401', async () => {
    for (const [method, path] of [
      ['POST', '/api/checkout'],
      ['POST', '/api/lunch-order'],
      ['GET', '/api/my-lunch-orders'],
      ['GET', '/api/lunch-orders'],
      ['GET', '/api/admin/orders'],
      ['PATCH', '/api/admin/orders/1/payment'],
    ] as const) {
      const response = await visitor.request(method, path, method === 'GET' ? undefined : { checkoutId: randomUUID(), items: [], paymentStatus: 'paid' });
      assert.equal(response.status, 401, `${method} ${path}: ${JSON.stringify(response.body)}`);
      assert.equal(typeof response.body.message, 'string');
    }
  });

  test('when a parent checks out the cart, then 201 answers the placed lunches priced by the menu, pending and unpaid, and a repeat (REST, or the web app’s GraphQL with its Idempotency-Key) answers the same ones', async () => {
    const checkoutId = randomUUID();
    const cart = {
      checkoutId,
      items: [
        cartItem(maria, kids.ana!, menu.thursday!, '2026-11-19', { totalAmount: 0.01, notes: 'No cheese on top, please' }),
        cartItem(maria, kids.ben!, menu.monday!, '2026-11-23'),
        cartItem(maria, kids.ben!, menu.tuesday!, '2026-11-24'),
      ],
    };
    const response = await maria.browser.post('/api/checkout', cart);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.checkoutId, checkoutId);
    assert.equal(response.body.totalAmount, '16.75');
    const orders = response.body.orders as Order[];
    assert.deepEqual(Object.keys(orders[0]!).sort(), ORDER_KEYS);
    assert.deepEqual(
      orders.map((order) => order.status),
      ['active', 'active', 'active'],
    );
    assert.deepEqual(
      orders.map((order) => [
        order.childName,
        order.school,
        order.grade,
        order.teacher,
        order.lunchDate,
        order.lunchOptions,
        order.totalAmount,
        order.paymentStatus,
        order.isPaid,
      ]),
      [
        ['Ana', 'Sutter Elementary', '3', 'Room 4', '2026-11-19', ['Mac and Cheese'], '5.00', 'pending', false],
        ['Ben', 'Bucher Middle School', '7', 'Ms. Park', '2026-11-23', ['Veggie Pasta'], '5.50', 'pending', false],
        ['Ben', 'Bucher Middle School', '7', 'Ms. Park', '2026-11-24', ['Chicken Wrap'], '6.25', 'pending', false],
      ],
    );
    assert.equal(orders[0]!.notes, 'No cheese on top, please');
    assert.equal(orders[0]!.parentName, 'Maria Lopez');

    const again = await maria.browser.post('/api/checkout', cart);
    assert.equal(again.status, 201);
    assert.deepEqual(
      (again.body.orders as Order[]).map((order) => order.id),
      orders.map((order) => order.id),
    );
    assert.equal(again.body.replayed, true);

    // The web app's checkout, sent again the way the front proxy does after a broken connection:
    // the same mutation, checkoutId and Idempotency-Key header, answered by the first checkout.
    const WEB_CHECKOUT =
      'mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) { checkout(checkoutId: $checkoutId, items: $items) { paymentReference orders { id } replayed } }';
    const resent = await maria.browser.request<{ data?: { checkout: { paymentReference: string; orders: Array<{ id: number }>; replayed: boolean } } }>(
      'POST',
      '/graphql',
      { query: WEB_CHECKOUT, variables: cart },
      { 'Idempotency-Key': checkoutId },
    );
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    assert.deepEqual(
      resent.body.data?.checkout.orders.map((order) => order.id),
      orders.map((order) => order.id),
    );
    assert.equal(resent.body.data?.checkout.paymentReference, again.body.paymentReference);
    assert.equal(resent.body.data?.checkout.replayed, true);

    const history = await maria.browser.get<Order[]>('/api/my-lunch-orders');
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.body.map((order) => `${order.childName} ${order.lunchDate}`),
      ['Ben 2026-11-24', 'Ben 2026-11-23', 'Ana 2026-11-19'],
    );
  });

  test('when one lunch of the cart is past its deadline, then 400 says so and none of the cart is placed', async () => {
    const before = await maria.browser.get<Order[]>('/api/my-lunch-orders');
    const response = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20'), cartItem(maria, kids.ana!, menu.wednesday!, '2026-11-18')],
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.message, WEDNESDAY_DEADLINE);
    assert.equal(response.body.error, WEDNESDAY_DEADLINE);
    const after = await maria.browser.get<Order[]>('/api/my-lunch-orders');
    assert.deepEqual(after.body, before.body);
  });

  test('when a cart breaks a rule, then the answer is the rule’s status and message', async () => {
    const duplicate = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria, kids.ben!, menu.monday!, '2026-11-23')] });
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.message, 'Order Already Exists: You have already placed an order for Ben: Veggie Pasta. You cannot add duplicate orders.');

    const notMine = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria, kids.cleo!, menu.friday!, '2026-11-20')] });
    assert.equal(notMine.status, 403);
    assert.equal(notMine.body.message, 'Child selection required: Cleo is not one of your children.');

    const wrongDay = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(maria, kids.ana!, menu.monday!, '2026-11-24')] });
    assert.equal(wrongDay.status, 400);
    assert.equal(wrongDay.body.message, 'No menu available: Veggie Pasta is not on the menu for Tuesday, November 24.');

    const noParent = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20', { parentName: '' })],
    });
    assert.equal(noParent.status, 400);
    assert.equal(noParent.body.message, 'Parent/Guardian name is required');

    const empty = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items: 'the cart' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Please add items to cart before checkout.');

    const noId = await maria.browser.post('/api/checkout', { items: [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20')] });
    assert.equal(noId.status, 400);
    assert.equal(noId.body.message, 'checkoutId must be a UUID');

    const badItemId = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20', { weeklyMenuItemIds: ['soup'] })],
    });
    assert.equal(badItemId.status, 400);

    const history = await maria.browser.get<Order[]>('/api/my-lunch-orders');
    assert.equal(
      history.body.some((order) => order.childName === 'Cleo' || order.lunchDate === '2026-11-20'),
      false,
    );
  });

  test('when a cart is refused, then REST and GraphQL both name the domain code and the refused cart item, so the cart can mark it', async () => {
    const declared = await admin.post('/api/admin/closures', { date: '2026-11-27', reason: 'Thanksgiving break' });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    await untilOrderingKnows(system, { closedDates: ['2026-11-27'] });
    const refusals: Array<[string, ReturnType<typeof cartItem>, number]> = [
      ['ORDER_DEADLINE_PASSED', cartItem(maria, kids.ana!, menu.wednesday!, '2026-11-18'), 400],
      ['ORDER_ALREADY_EXISTS', cartItem(maria, kids.ben!, menu.monday!, '2026-11-23'), 409],
      ['ITEM_NOT_ON_MENU', cartItem(maria, kids.ana!, menu.monday!, '2026-11-24'), 400],
      ['DAY_CLOSED', cartItem(maria, kids.ana!, menu.tuesday!, '2026-11-27'), 400],
      ['CHILD_NOT_FOUND', cartItem(maria, kids.cleo!, menu.friday!, '2026-11-20'), 403],
    ];
    const CHECKOUT = 'mutation ($checkoutId: String, $items: [CartItemInput]) { checkout(checkoutId: $checkoutId, items: $items) { checkoutId } }';
    for (const [code, refused, status] of refusals) {
      // The refused lunch second in the cart: the answer names it, not the first one.
      const items = [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20'), refused];
      const rest = await maria.browser.post('/api/checkout', { checkoutId: randomUUID(), items });
      assert.equal(rest.status, status, `${code}: ${JSON.stringify(rest.body)}`);
      assert.deepEqual([rest.body.code, rest.body.cartItemId], [code, refused.id], code);
      assert.equal(rest.body.error, rest.body.message, "the spec's body is kept");
      const graphql = await maria.browser.graphql(CHECKOUT, { checkoutId: randomUUID(), items });
      const extensions = graphql.body.errors?.[0]?.extensions as { code?: string; cartItemId?: string } | undefined;
      assert.deepEqual([extensions?.code, extensions?.cartItemId], [code, refused.id], code);
    }
    const generic = await maria.browser.post('/api/checkout', {
      checkoutId: randomUUID(),
      items: [cartItem(maria, kids.ana!, menu.friday!, '2026-11-20', { parentName: '' })],
    });
    assert.deepEqual(Object.keys(generic.body).sort(), ['error', 'message'], "a form mistake keeps the spec's body as it was");
  });

  test("when an existing client sends one lunch to POST /api/lunch-order, then 201 answers the order, and a refusal's body has the message", async () => {
    const placed = await tom.browser.post<Order>('/api/lunch-order', lunchOrderBody(tom, kids.cleo!, menu.friday!, '2026-11-20', { totalAmount: '0.01' }));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.deepEqual(
      [placed.body.childName, placed.body.lunchDate, placed.body.lunchOptions, placed.body.totalAmount, placed.body.isPaid],
      ['Cleo', '2026-11-20', ['Pizza Friday'], '6.50', false],
    );

    const late = await tom.browser.post('/api/lunch-order', lunchOrderBody(tom, kids.cleo!, menu.wednesday!, '2026-11-18'));
    assert.equal(late.status, 400);
    assert.equal(late.body.message, WEDNESDAY_DEADLINE);
    const twice = await tom.browser.post('/api/lunch-order', lunchOrderBody(tom, kids.cleo!, menu.friday!, '2026-11-20'));
    assert.equal(twice.status, 409);
    assert.match(twice.body.message, /^Order Already Exists: /);
    const shortPhone = await tom.browser.post('/api/lunch-order', lunchOrderBody(tom, kids.cleo!, menu.monday!, '2026-11-23', { phone: '555-12' }));
    assert.equal(shortPhone.status, 400);
    assert.equal(shortPhone.body.message, 'Phone number must have at least 8 digits');
  });

  test('when the lunch schedule is opened, then a parent sees their own lunches and an administrator everyone’s, with the schedule’s fields', async () => {
    const parent = await maria.browser.get<Order[]>('/api/lunch-orders');
    assert.equal(parent.status, 200);
    assert.deepEqual(
      parent.body.map((order) => `${order.childName} ${order.lunchDate}`),
      ['Ana 2026-11-19', 'Ben 2026-11-23', 'Ben 2026-11-24'],
    );
    const everyone = await admin.get<Order[]>('/api/lunch-orders');
    assert.equal(everyone.status, 200);
    assert.deepEqual(
      everyone.body.map((order) => `${order.childName} ${order.lunchDate}`),
      ['Ana 2026-11-19', 'Cleo 2026-11-20', 'Ben 2026-11-23', 'Ben 2026-11-24'],
    );
    const cleo = everyone.body.find((order) => order.childName === 'Cleo')!;
    for (const field of ['lunchDate', 'childName', 'school', 'grade', 'teacher', 'parentName', 'email', 'lunchOptions', 'notes', 'id'])
      assert.ok(field in cleo, field);
    assert.deepEqual(
      [cleo.school, cleo.grade, cleo.teacher, cleo.parentName, cleo.email],
      ['Stratford Pomeroy', 'KG', 'Sunflowers', 'Tom Reed', tom.fields.email],
    );
  });

  test('when the admin orders are opened, then an administrator gets every order with the parent’s contact details and a parent gets 403', async () => {
    const all = await admin.get<Order[]>('/api/admin/orders');
    assert.equal(all.status, 200);
    assert.equal(all.body.length, 4);
    const friday = await admin.get<Order[]>('/api/admin/orders?date=2026-11-20');
    assert.equal(friday.status, 200);
    assert.deepEqual(
      friday.body.map((order) => [order.lunchDate, order.childName, order.parentName, order.email, order.phone]),
      [['2026-11-20', 'Cleo', 'Tom Reed', tom.fields.email, '555-987-6543']],
    );
    const badDate = await admin.get('/api/admin/orders?date=tomorrow');
    assert.equal(badDate.status, 400);
    assert.equal(badDate.body.message, 'Date must be in the form YYYY-MM-DD');
    const parent = await maria.browser.get('/api/admin/orders');
    assert.equal(parent.status, 403);
    assert.equal(JSON.stringify(parent.body).includes('Cleo'), false);
  });

  test('when an administrator marks an order paid or failed, then the parent sees it; a parent, a bad status or an unknown order are refused', async () => {
    const [order] = (await tom.browser.get<Order[]>('/api/my-lunch-orders')).body;
    const paid = await admin.patch<Order>(`/api/admin/orders/${order!.id}/payment`, { paymentStatus: 'paid' });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual([paid.body.paymentStatus, paid.body.isPaid], ['paid', true]);
    const seen = await tom.browser.get<Order[]>('/api/my-lunch-orders');
    assert.deepEqual([seen.body[0]!.paymentStatus, seen.body[0]!.isPaid], ['paid', true]);

    const failed = await admin.patch<Order>(`/api/admin/orders/${order!.id}/payment`, { paymentStatus: 'failed' });
    assert.deepEqual([failed.body.paymentStatus, failed.body.isPaid], ['failed', false]);

    const byParent = await tom.browser.patch(`/api/admin/orders/${order!.id}/payment`, { paymentStatus: 'paid' });
    assert.equal(byParent.status, 403);
    const badStatus = await admin.patch(`/api/admin/orders/${order!.id}/payment`, { paymentStatus: 'refunded' });
    assert.equal(badStatus.status, 400);
    assert.equal(badStatus.body.message, 'Payment status must be pending, paid or failed');
    const unknown = await admin.patch('/api/admin/orders/999999/payment', { paymentStatus: 'paid' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Order not found');
    const badId = await admin.patch('/api/admin/orders/abc/payment', { paymentStatus: 'paid' });
    assert.equal(badId.status, 400);
    const after = await tom.browser.get<Order[]>('/api/my-lunch-orders');
    assert.deepEqual([after.body[0]!.paymentStatus, after.body[0]!.isPaid], ['failed', false]);
  });

  test('when the payment step loads, then it gets the PayPal and Zelle links from settings with QR images, also over GraphQL', async () => {
    const response = await maria.browser.get('/api/payment-options');
    assert.equal(response.status, 200);
    assert.equal(response.body.paypalUrl, PAYPAL_URL);
    assert.equal(response.body.zelleUrl, 'https://www.zellepay.com/');
    assert.match(response.body.paypalQr, /^data:image\/svg\+xml;base64,/);
    assert.match(response.body.zelleQr, /^data:image\/svg\+xml;base64,/);
    const graph = await maria.browser.graphql('{ paymentOptions { paypalUrl zelleUrl } }');
    assert.deepEqual(graph.body.data, { paymentOptions: { paypalUrl: response.body.paypalUrl, zelleUrl: response.body.zelleUrl } });
  });

  test("when the web app asks the graph for the signed-in user's orders, then the gateway joins identity's user and ordering's orders", async () => {
    const answer = await maria.browser.graphql('{ me { fullName orders { childName lunchDate totalAmount } } }');
    assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
    assert.equal(answer.body.data.me.fullName, 'Maria Lopez');
    assert.deepEqual(
      answer.body.data.me.orders.map((order: Order) => `${order.childName} ${order.lunchDate} ${order.totalAmount}`),
      ['Ben 2026-11-24 6.25', 'Ben 2026-11-23 5.50', 'Ana 2026-11-19 5.00'],
    );
  });

  test("when the next school day comes, then the administrator overview counts that day's lunches and a parent may not see it", async () => {
    // The servers run in this process: move their clock to Thursday 10 AM at the schools. Sessions
    // from Wednesday have expired by then, so both sign in again.
    startClockAt('2026-11-19T18:00:00.000Z');
    try {
      const nextDayAdmin = new Browser(system.url);
      assert.equal((await nextDayAdmin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
      const stats = await nextDayAdmin.graphql('{ adminStats { todaysOrders } }');
      assert.equal(stats.body.errors, undefined, JSON.stringify(stats.body.errors));
      assert.equal(stats.body.data.adminStats.todaysOrders, 1);
      const nextDayParent = new Browser(system.url);
      assert.equal((await nextDayParent.post('/api/login', { username: maria.fields.username, password: maria.fields.password })).status, 200);
      const byParent = await nextDayParent.graphql('{ adminStats { todaysOrders } }');
      assert.equal(byParent.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    } finally {
      startClockAt(TEST_NOW);
    }
  });
});
