import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { EventData } from '@lunchbox/contracts/events';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { callers, cartItem, CHECKOUT_MUTATION, childData, menuItemData, startOrderingHarness, testSettings, type OrderingHarness } from './ordering-harness.ts';

const NOW = '2026-11-18T12:00:00.000Z';

type Item = EventData<'menu.item.upserted'>;

describe('order history, schedule, admin orders, payment', () => {
  let system: OrderingHarness;
  const menu: Record<string, Item> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    const ana = childData(7, 'Ana');
    const cleo = childData(8, 'Cleo', { school: 'Bucher Middle School', grade: '6' });
    await system.publish('child.upserted', ana);
    await system.publish('child.upserted', cleo);
    for (const [key, day, name, cents] of [
      ['thursday', 'Thursday', 'Mac and Cheese', 500],
      ['friday', 'Friday', 'Pizza Friday', 650],
    ] as const) {
      menu[key] = menuItemData('2026-11-16', day, name, cents);
      await system.publish('menu.item.upserted', menu[key]);
    }
    menu.monday = menuItemData('2026-11-23', 'Monday', 'Veggie Pasta', 550);
    await system.publish('menu.item.upserted', menu.monday);

    const maria = await system.ask(callers.maria, CHECKOUT_MUTATION, {
      checkoutId: randomUUID(),
      items: [cartItem(ana, menu.thursday!, '2026-11-19'), cartItem(ana, menu.monday!, '2026-11-23')],
    });
    assert.equal(maria.errors, undefined, JSON.stringify(maria.errors));
    const tom = await system.ask(callers.tom, CHECKOUT_MUTATION, {
      checkoutId: randomUUID(),
      items: [cartItem(cleo, menu.friday!, '2026-11-20', { parentName: 'Tom Reed', email: 'tom@example.org', phone: '555-987-6543' })],
    });
    assert.equal(tom.errors, undefined, JSON.stringify(tom.errors));
    for (const order of [...maria.data!.checkout.orders, ...tom.data!.checkout.orders]) ids[`${order.childName} ${order.lunchDate}`] = order.id;
  });

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  test('when a parent opens their order history, then they get only their own orders, newest lunch first', async () => {
    const answer = await system.ask(callers.maria, '{ myLunchOrders { id childName lunchDate lunchOptions totalAmount paymentStatus isPaid } }');
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data!.myLunchOrders, [
      {
        id: ids['Ana 2026-11-23'],
        childName: 'Ana',
        lunchDate: '2026-11-23',
        lunchOptions: ['Veggie Pasta'],
        totalAmount: '5.50',
        paymentStatus: 'pending',
        isPaid: false,
      },
      {
        id: ids['Ana 2026-11-19'],
        childName: 'Ana',
        lunchDate: '2026-11-19',
        lunchOptions: ['Mac and Cheese'],
        totalAmount: '5.00',
        paymentStatus: 'pending',
        isPaid: false,
      },
    ]);
  });

  test('when a parent opens the lunch schedule, then it lists only their own lunches; an administrator sees everyone’s', async () => {
    const fields = '{ lunchSchedule { id lunchDate childName school grade teacher parentName email lunchOptions notes } }';
    const parent = await system.ask(callers.maria, fields);
    assert.equal(parent.errors, undefined);
    assert.deepEqual(
      parent.data!.lunchSchedule.map((order: { childName: string; lunchDate: string }) => `${order.childName} ${order.lunchDate}`),
      ['Ana 2026-11-19', 'Ana 2026-11-23'],
    );
    const admin = await system.ask(callers.admin, fields);
    assert.deepEqual(
      admin.data!.lunchSchedule.map((order: { childName: string; lunchDate: string }) => `${order.childName} ${order.lunchDate}`),
      ['Ana 2026-11-19', 'Cleo 2026-11-20', 'Ana 2026-11-23'],
    );
    assert.deepEqual(admin.data!.lunchSchedule[1], {
      id: ids['Cleo 2026-11-20'],
      lunchDate: '2026-11-20',
      childName: 'Cleo',
      school: 'Bucher Middle School',
      grade: '6',
      teacher: 'Room 4',
      parentName: 'Tom Reed',
      email: 'tom@example.org',
      lunchOptions: ['Pizza Friday'],
      notes: null,
    });
    const week = await system.ask(callers.admin, '{ lunchSchedule(from: "2026-11-20", to: "2026-11-22") { childName } }');
    assert.deepEqual(week.data!.lunchSchedule, [{ childName: 'Cleo' }]);
    const signedOut = await system.ask(null, fields);
    assert.equal(signedOut.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test("when an administrator opens the orders, then every order comes with the parent's contact details, and a date narrows them to that day", async () => {
    const all = await system.ask(callers.admin, '{ adminOrders { id lunchDate childName parentName email phone } }');
    assert.equal(all.errors, undefined);
    assert.deepEqual(all.data!.adminOrders, [
      { id: ids['Ana 2026-11-23'], lunchDate: '2026-11-23', childName: 'Ana', parentName: 'Maria Lopez', email: 'maria@example.org', phone: '555-123-4567' },
      { id: ids['Cleo 2026-11-20'], lunchDate: '2026-11-20', childName: 'Cleo', parentName: 'Tom Reed', email: 'tom@example.org', phone: '555-987-6543' },
      { id: ids['Ana 2026-11-19'], lunchDate: '2026-11-19', childName: 'Ana', parentName: 'Maria Lopez', email: 'maria@example.org', phone: '555-123-4567' },
    ]);
    const friday = await system.ask(callers.admin, '{ adminOrders(date: "2026-11-20") { childName } }');
    assert.deepEqual(friday.data!.adminOrders, [{ childName: 'Cleo' }]);
    const badDate = await system.ask(callers.admin, '{ adminOrders(date: "20/11/2026") { id } }');
    assert.equal(badDate.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(badDate.errors?.[0]?.message, 'Date must be in the form YYYY-MM-DD');
  });

  test('when a parent asks for the admin orders, then they are refused and see nothing', async () => {
    const answer = await system.ask(callers.maria, '{ adminOrders { id childName } }');
    assert.equal(answer.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(answer.data, null);
  });

  test('when an administrator marks an order paid, then it shows as paid to the parent; failed and pending clear isPaid again', async () => {
    const SET = 'mutation ($id: Int!, $status: String) { setOrderPaymentStatus(id: $id, paymentStatus: $status) { id paymentStatus isPaid } }';
    const orderId = ids['Cleo 2026-11-20']!;
    const paid = await system.ask(callers.admin, SET, { id: orderId, status: 'paid' });
    assert.equal(paid.errors, undefined);
    assert.deepEqual(paid.data!.setOrderPaymentStatus, { id: orderId, paymentStatus: 'paid', isPaid: true });
    const seenByParent = await system.ask(callers.tom, '{ myLunchOrders { id paymentStatus isPaid } }');
    assert.deepEqual(seenByParent.data!.myLunchOrders, [{ id: orderId, paymentStatus: 'paid', isPaid: true }]);

    const failed = await system.ask(callers.admin, SET, { id: orderId, status: 'failed' });
    assert.deepEqual(failed.data!.setOrderPaymentStatus, { id: orderId, paymentStatus: 'failed', isPaid: false });
    const failedSeenByParent = await system.ask(callers.tom, '{ myLunchOrders { id paymentStatus isPaid } }');
    assert.deepEqual(failedSeenByParent.data!.myLunchOrders, [{ id: orderId, paymentStatus: 'failed', isPaid: false }]);
    const pending = await system.ask(callers.admin, SET, { id: orderId, status: 'pending' });
    assert.deepEqual(pending.data!.setOrderPaymentStatus, { id: orderId, paymentStatus: 'pending', isPaid: false });
  });

  test('when the payment status is changed wrongly, then it is refused: by a parent, with an unknown status, for an unknown order', async () => {
    const SET = 'mutation ($id: Int!, $status: String) { setOrderPaymentStatus(id: $id, paymentStatus: $status) { id isPaid } }';
    const orderId = ids['Ana 2026-11-19']!;
    const byParent = await system.ask(callers.maria, SET, { id: orderId, status: 'paid' });
    assert.equal(byParent.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const unknownStatus = await system.ask(callers.admin, SET, { id: orderId, status: 'refunded' });
    assert.equal(unknownStatus.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(unknownStatus.errors?.[0]?.message, 'Payment status must be pending, paid or failed');
    const unknownOrder = await system.ask(callers.admin, SET, { id: 999_999, status: 'paid' });
    assert.equal(unknownOrder.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.equal(unknownOrder.errors?.[0]?.message, 'Order not found');
    const mine = await system.ask(callers.maria, '{ myLunchOrders { id isPaid } }');
    assert.equal(mine.data!.myLunchOrders.find((order: { id: number }) => order.id === orderId).isPaid, false);
  });

  test('when the payment step asks how to pay, then it gets the PayPal and Zelle links from settings with a QR image of each', async () => {
    const answer = await system.ask(null, '{ paymentOptions { paypalUrl paypalQr zelleUrl zelleQr } }');
    assert.equal(answer.errors, undefined);
    const options = answer.data!.paymentOptions;
    assert.equal(options.paypalUrl, testSettings.paypalUrl);
    assert.equal(options.zelleUrl, testSettings.zelleUrl);
    for (const image of [options.paypalQr, options.zelleQr]) {
      assert.match(image, /^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
      assert.match(svg, /^<svg[\s\S]*<\/svg>\s*$/);
    }
    assert.notEqual(options.paypalQr, options.zelleQr);
  });

  test("when the administrator overview is resolved, then ordering counts the lunches of today's date at the schools", async () => {
    const STATS = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on AdminStats { id todaysOrders } } }';
    const representations = [{ __typename: 'AdminStats', id: 'overview' }];
    const wednesday = await system.ask(callers.admin, STATS, { representations });
    assert.equal(wednesday.errors, undefined, JSON.stringify(wednesday.errors));
    assert.deepEqual(wednesday.data!._entities, [{ id: 'overview', todaysOrders: 0 }]);
    // Thursday 10 AM at the schools: Ana's Thursday lunch is today's.
    startClockAt('2026-11-19T18:00:00.000Z');
    try {
      const thursday = await system.ask(callers.admin, STATS, { representations });
      assert.deepEqual(thursday.data!._entities, [{ id: 'overview', todaysOrders: 1 }]);
      const byParent = await system.ask(callers.maria, STATS, { representations });
      assert.equal(byParent.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    } finally {
      startClockAt(NOW);
    }
  });

  describe('federation', () => {
    const ORDER_ENTITIES =
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on LunchOrder { id childName totalAmount } } }';
    const USER_ORDERS =
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id orders { childName lunchDate } } } }';

    test('when the gateway resolves an order reference for its owner or an administrator, then the order comes back; another parent is refused', async () => {
      const representations = [{ __typename: 'LunchOrder', id: ids['Ana 2026-11-19'] }];
      const own = await system.ask(callers.maria, ORDER_ENTITIES, { representations });
      assert.equal(own.errors, undefined);
      assert.deepEqual(own.data!._entities, [{ id: ids['Ana 2026-11-19'], childName: 'Ana', totalAmount: '5.00' }]);
      const byAdmin = await system.ask(callers.admin, ORDER_ENTITIES, { representations });
      assert.deepEqual(byAdmin.data!._entities, own.data!._entities);
      const byOther = await system.ask(callers.tom, ORDER_ENTITIES, { representations });
      assert.equal(byOther.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal(JSON.stringify(byOther.data ?? null).includes('Ana'), false);
      const missing = await system.ask(callers.admin, ORDER_ENTITIES, { representations: [{ __typename: 'LunchOrder', id: 999_999 }] });
      assert.deepEqual(missing.data!._entities, [null]);
    });

    test("when the gateway asks for a user's orders, then the parent and an administrator get them and another parent is refused", async () => {
      const variables = { representations: [{ __typename: 'User', id: 7 }] };
      const own = await system.ask(callers.maria, USER_ORDERS, variables);
      assert.equal(own.errors, undefined);
      assert.deepEqual(own.data!._entities, [
        {
          id: 7,
          orders: [
            { childName: 'Ana', lunchDate: '2026-11-23' },
            { childName: 'Ana', lunchDate: '2026-11-19' },
          ],
        },
      ]);
      const byAdmin = await system.ask(callers.admin, USER_ORDERS, variables);
      assert.deepEqual(byAdmin.data!._entities, own.data!._entities);
      const byOther = await system.ask(callers.tom, USER_ORDERS, variables);
      assert.equal(byOther.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal(JSON.stringify(byOther.data ?? null).includes('Ana'), false);
    });
  });
});
