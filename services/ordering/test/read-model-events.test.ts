import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createEvent, type EventData } from '@lunchbox/contracts/events';
import { createInProcessBus } from '@lunchbox/kit/messaging/bus-in-process';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { createLogger } from '@lunchbox/kit/process/logger';
import { callers, cartItem, CHECKOUT_MUTATION, childData, countRows, menuItemData, startOrderingHarness, type OrderingHarness } from './ordering-harness.ts';

const NOW = '2026-11-18T12:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("ordering's read models and identity's user.deleted", () => {
  let system: OrderingHarness;
  let thursday: EventData<'menu.item.upserted'>;
  let friday: EventData<'menu.item.upserted'>;

  const checkout = (caller: typeof callers.maria, items: unknown[]) => system.ask(caller, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items });

  beforeAll(async () => {
    startClockAt(NOW);
    // A bus that does not drop repeated publishes, so a redelivery reaches the service as it would after a crash before the ack.
    system = await startOrderingHarness({ bus: createInProcessBus(createLogger('bus-test'), { dedupeWindowMs: 0 }) });
    thursday = menuItemData('2026-11-16', 'Thursday', 'Mac and Cheese', 500);
    friday = menuItemData('2026-11-16', 'Friday', 'Pizza Friday', 650);
    await system.publish('menu.item.upserted', thursday);
    await system.publish('menu.item.upserted', friday);
  });

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  test('when the same event is delivered twice, then it is handled once', async () => {
    const first = createEvent('child.upserted', childData(7, 'Dana'), minutesAgo(10));
    await system.bus.publish(first);
    await system.waitUntilHandled(first.id);
    await system.publish('child.upserted', { ...first.data, name: 'Dana Smith', school: 'Stratford Pomeroy' }, minutesAgo(5));
    // The first event again, as a broker redelivers it; the service has seen it once the next event
    // of its queue (one replica, handled in order) is handled.
    await system.bus.publish(first);
    await system.publish('child.upserted', childData(7, 'Marker'));
    assert.equal(await countRows(system.pool, 'children', 'child_id = $1', [first.data.childId]), 1);
    const { rows } = await system.pool.query('select count(*)::int as count from ordering.inbox where event_id = $1', [first.id]);
    assert.equal(rows[0].count, 1);

    const placed = await checkout(callers.maria, [cartItem({ name: 'Dana Smith' }, thursday, '2026-11-19')]);
    assert.equal(placed.errors, undefined, JSON.stringify(placed.errors));
    assert.deepEqual([placed.data!.checkout.orders[0].childName, placed.data!.checkout.orders[0].school], ['Dana Smith', 'Stratford Pomeroy']);
  });

  test('when an older change of a child arrives after a newer one, then the newer one stays', async () => {
    const child = childData(7, 'Eli', { grade: '4' });
    await system.publish('child.upserted', child, minutesAgo(1));
    await system.publish('child.upserted', { ...child, grade: '3' }, minutesAgo(2));
    const placed = await checkout(callers.maria, [cartItem({ name: 'Eli' }, thursday, '2026-11-19')]);
    assert.equal(placed.data!.checkout.orders[0].grade, '4');

    const gone = childData(7, 'Fay');
    await system.publish('child.deleted', { childId: gone.childId, userId: 7 }, minutesAgo(1));
    await system.publish('child.upserted', gone, minutesAgo(2));
    const refused = await checkout(callers.maria, [cartItem({ name: 'Fay' }, thursday, '2026-11-19')]);
    assert.equal(refused.errors?.[0]?.message, 'Child selection required: Fay is not one of your children.');
  });

  test('when a child or a price changes after an order, then the order keeps what it was ordered with and new orders take the change', async () => {
    const child = childData(7, 'Gil');
    await system.publish('child.upserted', child);
    const item = menuItemData('2026-11-23', 'Monday', 'Veggie Pasta', 550);
    await system.publish('menu.item.upserted', item);
    const before = await checkout(callers.maria, [cartItem({ name: 'Gil' }, item, '2026-11-23')]);
    assert.equal(before.errors, undefined, JSON.stringify(before.errors));

    await system.publish('child.upserted', { ...child, name: 'Gilbert', grade: '5' });
    await system.publish('menu.item.upserted', { ...item, priceCents: 600, menuItem: 'Veggie Pasta Bake' });
    const after = await checkout(callers.maria, [cartItem({ name: 'Gilbert' }, friday, '2026-11-20'), cartItem({ name: 'Gilbert' }, thursday, '2026-11-19')]);
    assert.equal(after.errors, undefined, JSON.stringify(after.errors));

    const history = await system.ask(callers.maria, '{ myLunchOrders { id childName grade lunchOptions totalAmount } }');
    const oldOrder = history.data!.myLunchOrders.find((order: { id: number }) => order.id === before.data!.checkout.orders[0].id);
    assert.deepEqual(oldOrder, { id: oldOrder.id, childName: 'Gil', grade: '3', lunchOptions: ['Veggie Pasta'], totalAmount: '5.50' });
    assert.deepEqual(
      after.data!.checkout.orders.map((order: { childName: string; grade: string }) => [order.childName, order.grade]),
      [
        ['Gilbert', '5'],
        ['Gilbert', '5'],
      ],
    );

    const repriced = childData(7, 'Hal');
    await system.publish('child.upserted', repriced);
    const next = await checkout(callers.maria, [cartItem({ name: 'Hal' }, item, '2026-11-23', { totalAmount: 5.5 })]);
    assert.deepEqual([next.data!.checkout.orders[0].lunchOptions, next.data!.checkout.orders[0].totalAmount], [['Veggie Pasta Bake'], '6.00']);
  });

  test("when identity deletes a user, then that user's orders, children and credit are removed and everyone else's stay", async () => {
    const ivy = childData(8, 'Ivy');
    const jay = childData(7, 'Jay');
    await system.publish('child.upserted', ivy);
    await system.publish('child.upserted', jay);
    const toms = await checkout(callers.tom, [cartItem({ name: 'Ivy' }, thursday, '2026-11-19'), cartItem({ name: 'Ivy' }, friday, '2026-11-20')]);
    const marias = await checkout(callers.maria, [cartItem({ name: 'Jay' }, thursday, '2026-11-19')]);
    assert.equal(toms.errors, undefined);
    assert.equal(marias.errors, undefined);
    const mariaOrdersBefore = await countRows(system.pool, 'lunch_orders', 'user_id = 7');
    // Cancelling Friday's paid lunch before its deadline leaves Tom a credit, a row of the ledger.
    const fridayOrder = toms.data!.checkout.orders.find((order: { lunchDate: string }) => order.lunchDate === '2026-11-20');
    const paid = await system.ask(callers.admin, 'mutation ($id: Int!) { setOrderPaymentStatus(id: $id, paymentStatus: "paid") { id } }', {
      id: Number(fridayOrder.id),
    });
    assert.equal(paid.errors, undefined, JSON.stringify(paid.errors));
    const cancelled = await system.ask(callers.tom, 'mutation ($id: Int!) { cancelLunchOrder(id: $id) { id } }', { id: Number(fridayOrder.id) });
    assert.equal(cancelled.errors, undefined, JSON.stringify(cancelled.errors));
    assert.equal(await countRows(system.pool, 'credit_entries', 'user_id = 8'), 1);

    await system.publish('user.deleted', { userId: 8 });
    // A change of Tom's child that was still on its way must not bring the child back.
    await system.publish('child.upserted', { ...ivy, grade: '4' }, minutesAgo(-1));

    const all = await system.ask(callers.admin, '{ adminOrders { userId childName } }');
    assert.equal(
      all.data!.adminOrders.some((order: { userId: number }) => order.userId === 8),
      false,
    );
    assert.equal(await countRows(system.pool, 'lunch_orders', 'user_id = 8'), 0);
    assert.equal(await countRows(system.pool, 'checkouts', 'user_id = 8'), 0);
    assert.equal(await countRows(system.pool, 'children', 'user_id = 8'), 0);
    assert.equal(await countRows(system.pool, 'credit_entries', 'user_id = 8'), 0);
    assert.equal(await countRows(system.pool, 'lunch_orders', 'user_id = 7'), mariaOrdersBefore);
    const tomsHistory = await system.ask(callers.tom, '{ myLunchOrders { id } }');
    assert.deepEqual(tomsHistory.data!.myLunchOrders, []);
  });

  test("when a child's removal arrives after or alongside its parent's account deletion, then nothing of the parent stays", async () => {
    const lateChild = childData(31, 'Kim');
    await system.publish('child.upserted', lateChild);
    await system.publish('user.deleted', { userId: 31 });
    await system.publish('child.deleted', { childId: lateChild.childId, userId: 31 });
    assert.equal(await countRows(system.pool, 'children', 'user_id = 31'), 0);

    // As NATS delivers them: identity's child.deleted and user.deleted handled side by side.
    const parents = Array.from({ length: 10 }, (_, index) => 40 + index);
    const children = await Promise.all(parents.map((userId) => system.publish('child.upserted', childData(userId, `Child of ${userId}`))));
    const removals = parents.flatMap((userId, index) => [
      createEvent('child.deleted', { childId: children[index]!.data.childId, userId }),
      createEvent('user.deleted', { userId }),
    ]);
    await Promise.all(removals.map((event) => system.bus.publish(event)));
    await Promise.all(removals.map((event) => system.waitUntilHandled(event.id)));
    assert.equal(await countRows(system.pool, 'children', 'user_id = any($1)', [parents]), 0);
  });
});
