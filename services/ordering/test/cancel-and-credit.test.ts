import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { EventData } from '@lunchbox/contracts/events';
import { startClockAt } from '@lunchbox/kit/process/clock';
import type { AnswerData } from '@lunchbox/kit/testing/subgraph-harness';
import {
  callers,
  cartItem,
  CHECKOUT_MUTATION,
  childData,
  countRows,
  menuItemData,
  ORDER_FIELDS,
  startOrderingHarness,
  type OrderingHarness,
} from './ordering-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles: Thursday the 19th closes at 9:00 PM tonight.
const NOW = '2026-11-18T12:00:00.000Z';

type Child = EventData<'child.upserted'>;
type Item = EventData<'menu.item.upserted'>;

const CANCEL = `mutation ($id: Int!) { cancelLunchOrder(id: $id) { ${ORDER_FIELDS} } }`;
const MY_CREDIT = '{ myCredit { balance entries { amount reason orderId createdAt } } }';
const SET_PAYMENT = 'mutation ($id: Int!, $status: String) { setOrderPaymentStatus(id: $id, paymentStatus: $status) { id isPaid } }';

describe('cancel for credit, and closed days', () => {
  let system: OrderingHarness;
  const menu: Record<string, Item> = {};

  async function newChild(userId: number, name: string): Promise<Child> {
    const child = childData(userId, name);
    await system.publish('child.upserted', child);
    return child;
  }

  async function place(caller: typeof callers.maria, items: unknown[]): Promise<AnswerData> {
    const answer = await system.ask(caller, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data!.checkout;
  }

  async function markPaid(orderId: number): Promise<void> {
    const answer = await system.ask(callers.admin, SET_PAYMENT, { id: orderId, status: 'paid' });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  }

  const balanceOf = async (caller: typeof callers.maria) => (await system.ask(caller, MY_CREDIT)).data!.myCredit;

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    menu.thursday = await newItemOn('2026-11-16', 'Thursday', 'Mac and Cheese', 500);
    menu.friday = await newItemOn('2026-11-16', 'Friday', 'Pizza Friday', 650);
    menu.monday = await newItemOn('2026-11-23', 'Monday', 'Veggie Pasta', 550);
    menu.tuesday = await newItemOn('2026-11-23', 'Tuesday', 'Chicken Wrap', 625);
    menu.wednesday = await newItemOn('2026-11-23', 'Wednesday', 'Turkey Wrap', 675);
  });

  async function newItemOn(...args: Parameters<typeof menuItemData>): Promise<Item> {
    const item = menuItemData(...args);
    await system.publish('menu.item.upserted', item);
    return item;
  }

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  test('when a parent cancels a paid lunch before its deadline, then it is cancelled, credited, and the credit pays part of the next checkout', async () => {
    const ana = await newChild(7, 'Ana');
    const placed = await place(callers.maria, [cartItem(ana, menu.monday!, '2026-11-23'), cartItem(ana, menu.tuesday!, '2026-11-24')]);
    const [monday, tuesday] = placed.orders as AnswerData[];
    await markPaid(monday!.id);

    const cancelled = await system.ask(callers.maria, CANCEL, { id: monday!.id });
    assert.equal(cancelled.errors, undefined, JSON.stringify(cancelled.errors));
    assert.equal(cancelled.data!.cancelLunchOrder.status, 'cancelled');
    assert.equal(cancelled.data!.cancelLunchOrder.creditedAmount, '5.50');

    // An unpaid lunch is just cancelled.
    const unpaid = await system.ask(callers.maria, CANCEL, { id: tuesday!.id });
    assert.equal(unpaid.data!.cancelLunchOrder.creditedAmount, '0.00');

    const credit = await balanceOf(callers.maria);
    assert.equal(credit.balance, '5.50');
    assert.deepEqual(
      credit.entries.map((entry: AnswerData) => [entry.amount, entry.reason, entry.orderId]),
      [['5.50', 'Cancelled: Ana, Monday, November 23 (Veggie Pasta)', monday!.id]],
    );

    // Change lunch: the day is free again; the new Monday lunch and Wednesday's use the credit first.
    const next = await place(callers.maria, [cartItem(ana, menu.monday!, '2026-11-23'), cartItem(ana, menu.wednesday!, '2026-11-25')]);
    assert.equal(next.totalAmount, '12.25');
    assert.equal(next.creditApplied, '5.50');
    assert.equal(next.amountDue, '6.75');
    assert.deepEqual(
      (next.orders as AnswerData[]).map((order) => [order.lunchDate, order.creditAmount, order.isPaid]),
      [
        ['2026-11-23', '5.50', false],
        ['2026-11-25', '0.00', false],
      ],
    );
    const after = await balanceOf(callers.maria);
    assert.equal(after.balance, '0.00');
    assert.deepEqual(
      after.entries.map((entry: AnswerData) => entry.amount),
      ['-5.50', '5.50'],
    );

    // Cancelling the lunch credit paid gives that credit back, though it is not marked paid.
    const back = await system.ask(callers.maria, CANCEL, { id: next.orders[0].id });
    assert.equal(back.data!.cancelLunchOrder.creditedAmount, '5.50');
    assert.equal((await balanceOf(callers.maria)).balance, '5.50');

    await system.settle();
    const events = system.published.filter((event) => event.type === 'order.cancelled' && (event.data as { userId: number }).userId === 7);
    assert.ok(events.some((event) => (event.data as { creditedCents: number }).creditedCents === 550));
  });

  test('when credit covers a whole cart, then nothing is due and the lunches are paid', async () => {
    const ben = await newChild(8, 'Ben');
    const first = await place(callers.tom, [cartItem(ben, menu.friday!, '2026-11-20', { parentName: 'Tom Ray', email: 'tom@example.org' })]);
    await markPaid(first.orders[0].id);
    await system.ask(callers.tom, CANCEL, { id: first.orders[0].id });
    const covered = await place(callers.tom, [cartItem(ben, menu.thursday!, '2026-11-19', { parentName: 'Tom Ray', email: 'tom@example.org' })]);
    assert.deepEqual([covered.totalAmount, covered.creditApplied, covered.amountDue], ['5.00', '5.00', '0.00']);
    assert.equal(covered.orders[0].isPaid, true);
    assert.equal(covered.orders[0].paymentStatus, 'paid');
    assert.equal((await balanceOf(callers.tom)).balance, '1.50');
  });

  test("when someone else's, a cancelled, or a past-deadline lunch is cancelled, then 404, 409 and the deadline message answer", async () => {
    const cleo = await newChild(7, 'Cleo');
    const placed = await place(callers.maria, [cartItem(cleo, menu.thursday!, '2026-11-19'), cartItem(cleo, menu.friday!, '2026-11-20')]);
    const [thursday, friday] = placed.orders as AnswerData[];

    const other = await system.ask(callers.tom, CANCEL, { id: thursday!.id });
    assert.equal(other.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    const nobody = await system.ask(null, CANCEL, { id: thursday!.id });
    assert.equal(nobody.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');

    // Two cancels at once: one wins, the other is told it is already cancelled.
    const both = await Promise.all([system.ask(callers.maria, CANCEL, { id: friday!.id }), system.ask(callers.maria, CANCEL, { id: friday!.id })]);
    assert.deepEqual(both.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort(), ['OK', 'ORDER_ALREADY_CANCELLED']);

    // Thursday's deadline is 9:00 PM Wednesday in Los Angeles (05:00 UTC Thursday).
    try {
      startClockAt('2026-11-19T04:59:58.000Z');
      const justBefore = await system.ask(callers.maria, CANCEL, { id: thursday!.id });
      assert.equal(justBefore.errors, undefined, JSON.stringify(justBefore.errors));
      const late = await place(callers.maria, [cartItem(cleo, menu.friday!, '2026-11-20')]);
      startClockAt('2026-11-20T05:00:01.000Z');
      const justAfter = await system.ask(callers.maria, CANCEL, { id: late.orders[0].id });
      assert.equal(justAfter.errors?.[0]?.extensions?.code, 'ORDER_DEADLINE_PASSED');
      assert.equal(
        justAfter.errors?.[0]?.message,
        'Order deadline for Friday, November 20 has passed. Orders must be placed before 9:00 PM on Thursday, November 19.',
      );
      const still = await system.ask(callers.maria, '{ myLunchOrders { id status } }');
      assert.equal(still.data!.myLunchOrders.find((order: AnswerData) => order.id === late.orders[0].id).status, 'active');
    } finally {
      startClockAt(NOW);
    }
  });

  test('when a date is closed, then its lunches are cancelled and credited once, each parent gets one event, and nothing more can be ordered for it', async () => {
    const dan = await newChild(7, 'Dan');
    const eve = await newChild(7, 'Eve');
    const fay = await newChild(8, 'Fay');
    const mine = await place(callers.maria, [cartItem(dan, menu.wednesday!, '2026-11-25'), cartItem(eve, menu.wednesday!, '2026-11-25')]);
    const toms = await place(callers.tom, [cartItem(fay, menu.wednesday!, '2026-11-25', { parentName: 'Tom Ray', email: 'tom@example.org' })]);
    await markPaid(mine.orders[0].id);
    const mariaBefore = Number((await balanceOf(callers.maria)).balance);
    const tomBefore = Number((await balanceOf(callers.tom)).balance);

    const declared = await system.publish('menu.closure.declared', { date: '2026-11-25', reason: 'Staff development' });
    // The same event delivered again, and a second declaration of the same closure, change nothing more.
    await system.bus.publish(declared);
    await system.publish('menu.closure.declared', { date: '2026-11-25', reason: 'Staff development' }, new Date(Date.parse(declared.occurredAt) - 1000));
    await system.settle();

    const statuses = await system.pool.query<{ status: string; credited_cents: number | null }>(
      'select status, credited_cents from ordering.lunch_orders where child_id = any($1) order by id',
      [[dan.childId, eve.childId, fay.childId]],
    );
    // Dan's was paid; Eve's was not; Fay's was paid in part by Tom's earlier credit, which comes back.
    const faysCredit = Math.round(Number(toms.orders[0].creditAmount) * 100);
    assert.deepEqual(
      statuses.rows.map((row) => [row.status, row.credited_cents]),
      [
        ['cancelled', 675],
        ['cancelled', 0],
        ['cancelled', faysCredit],
      ],
    );
    assert.equal(Number((await balanceOf(callers.maria)).balance), mariaBefore + 6.75);
    assert.equal(Number((await balanceOf(callers.tom)).balance), tomBefore + faysCredit / 100);
    assert.equal(await countRows(system.pool, 'credit_entries', 'order_id = $1', [mine.orders[0].id]), 1);

    const closureEvents = system.published.filter(
      (event) => event.type === 'order.cancelled' && (event.data as EventData<'order.cancelled'>).closureReason === 'Staff development',
    );
    assert.equal(closureEvents.length, 2, 'one event per parent');
    const marias = closureEvents.find((event) => (event.data as EventData<'order.cancelled'>).userId === 7)!.data as EventData<'order.cancelled'>;
    assert.deepEqual(
      marias.orders.map((order) => order.childName).filter((name) => name === 'Dan' || name === 'Eve'),
      ['Dan', 'Eve'],
    );
    assert.ok(marias.creditedCents >= 675);

    const refused = await system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items: [cartItem(dan, menu.wednesday!, '2026-11-25')] });
    assert.equal(refused.errors?.[0]?.extensions?.code, 'DAY_CLOSED');
    assert.equal(refused.errors?.[0]?.message, 'No service on Wednesday, November 25 – Staff development. Nothing can be ordered for that day.');

    // The day's admin list and schedule leave cancelled lunches out; the parent's history keeps them.
    const adminDay = await system.ask(callers.admin, '{ adminOrders(date: "2026-11-25") { id } }');
    assert.deepEqual(adminDay.data!.adminOrders, []);
    const history = await system.ask(callers.maria, '{ myLunchOrders { lunchDate status } }');
    assert.ok(history.data!.myLunchOrders.some((order: AnswerData) => order.lunchDate === '2026-11-25' && order.status === 'cancelled'));

    // Lifted: the date can be ordered again.
    await system.publish('menu.closure.lifted', { date: '2026-11-25' });
    const reopened = await system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items: [cartItem(dan, menu.wednesday!, '2026-11-25')] });
    assert.equal(reopened.errors, undefined, JSON.stringify(reopened.errors));
  });

  test('when a closure and checkouts for that date arrive together, then no lunch survives the closure', async () => {
    const kids = await Promise.all(['Gus', 'Hal', 'Ida', 'Jo'].map((name) => newChild(7, name)));
    const item = await newItemOn('2026-11-30', 'Monday', 'Chili', 600);
    const checkouts = kids.map((kid) => system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items: [cartItem(kid, item, '2026-11-30')] }));
    const closure = system.publish('menu.closure.declared', { date: '2026-11-30', reason: 'Snow day' });
    await Promise.all([...checkouts, closure]);
    await system.settle();
    assert.equal(await countRows(system.pool, 'lunch_orders', "lunch_date = '2026-11-30' and status = 'active'"), 0);
  });
});
