import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { EventData } from '@lunchbox/contracts/events';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { callers, cartItem, CHECKOUT_MUTATION, childData, menuItemData, startOrderingHarness, type OrderingHarness } from './ordering-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles.
const NOW = '2026-11-18T12:00:00.000Z';

describe('pending-payment reminders', () => {
  let system: OrderingHarness;

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
  });

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  const remindersFor = (reference: string) =>
    system.published.filter(
      (event) => event.type === 'checkout.payment_reminder_due' && (event.data as EventData<'checkout.payment_reminder_due'>).paymentReference === reference,
    );

  test('when a checkout is still unpaid 24 hours before its first lunch deadline, then one reminder is published, and none for a paid one', async () => {
    const ana = childData(7, 'Ana');
    const ben = childData(7, 'Ben');
    await system.publish('child.upserted', ana);
    await system.publish('child.upserted', ben);
    const monday = menuItemData('2026-11-23', 'Monday', 'Veggie Pasta', 550);
    const tuesday = menuItemData('2026-11-23', 'Tuesday', 'Chicken Wrap', 625);
    await system.publish('menu.item.upserted', monday);
    await system.publish('menu.item.upserted', tuesday);

    const unpaid = await system.ask(callers.maria, CHECKOUT_MUTATION, {
      checkoutId: randomUUID(),
      items: [cartItem(ana, tuesday, '2026-11-24'), cartItem(ana, monday, '2026-11-23')],
    });
    const paid = await system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items: [cartItem(ben, monday, '2026-11-23')] });
    assert.equal(unpaid.errors, undefined, JSON.stringify(unpaid.errors));
    const reference: string = unpaid.data!.checkout.paymentReference;
    const paidReference: string = paid.data!.checkout.paymentReference;
    const marked = await system.ask(callers.admin, 'mutation ($r: String!) { setCheckoutPaymentStatus(reference: $r, status: "paid") { status } }', {
      r: paidReference,
    });
    assert.equal(marked.errors, undefined, JSON.stringify(marked.errors));

    // Monday's lunch closes at 05:00 UTC on Monday; the reminder is due from 05:00 UTC on Sunday
    // (the boundaries are payment-rules' unit tests). Before that, sweeps leave the checkout alone.
    assert.equal(remindersFor(reference).length, 0);
    startClockAt('2026-11-22T05:00:30.000Z');
    // The sweep runs on its own timer and the reminder goes out through the outbox: wait for it on the bus.
    await waitFor(
      'the reminder on the bus',
      async () => {
        await system.settle();
        return remindersFor(reference).length;
      },
      { until: (count) => count > 0 },
    );
    assert.deepEqual(remindersFor(reference)[0]!.data, {
      paymentReference: reference,
      userId: 7,
      parentName: 'Maria Lopez',
      email: 'maria@example.org',
      amountDueCents: 1175,
      firstLunchDate: '2026-11-23',
      // The first lunch's child's school's cut-off, which the e-mail states: a seeded school's, the spec's 05:00 UTC.
      school: { timeZone: 'America/Los_Angeles', orderDeadline: { time: '05:00', daysBefore: 0, timeZone: 'UTC' } },
    });
    // The checkout is marked reminded, so later sweeps skip it; the paid checkout, seen by the same sweep, is not reminded.
    const { rows } = await system.pool.query<{ payment_reference: string; reminded: boolean }>(
      'select payment_reference, reminder_sent_at is not null as reminded from ordering.checkouts where payment_reference = any($1)',
      [[reference, paidReference]],
    );
    assert.deepEqual(Object.fromEntries(rows.map((row) => [row.payment_reference, row.reminded])), { [reference]: true, [paidReference]: false });
    assert.equal(remindersFor(reference).length, 1);
    assert.equal(remindersFor(paidReference).length, 0);
    startClockAt(NOW);
  });
});
