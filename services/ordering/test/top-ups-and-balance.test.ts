import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startClockAt } from '@lunchbox/kit/clock';
import { callers, cartItem, CHECKOUT_MUTATION, startOrderingHarness, type OrderingHarness } from './ordering-harness.ts';
import { addChild, addItem, caller, eventsOf, ok, refusal, registerParent, setStanding } from './standing-orders-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles: next week (the 23rd) is orderable every day.
const NOW = '2026-11-18T12:00:00.000Z';
const WEEK = '2026-11-23';
const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const CREATE = 'mutation ($amount: String!) { createTopUp(amount: $amount) { reference amount status createdAt decidedAt paymentOptions { paypalUrl zelleUrl } } }';
const DECIDE = 'mutation ($reference: String!, $status: String!) { decideTopUp(reference: $reference, status: $status) { reference status amount decidedAt } }';
const MINE = '{ myTopUps { reference amount status } }';
const ADMIN_LIST = 'query ($status: String) { adminTopUps(status: $status) { reference status parentName email } }';
const MY_CREDIT = '{ myCredit { balance entries { amount reason topUpReference } } }';

describe('top-ups and the balance', () => {
  let system: OrderingHarness;
  const items: { itemId: number; menuItem: string; priceCents: number }[] = [];

  async function topUp(who: ReturnType<typeof caller>, amount: string): Promise<string> {
    const created = (await ok(system, who, CREATE, { amount })).createTopUp;
    await ok(system, callers.admin, DECIDE, { reference: created.reference, status: 'paid' });
    return created.reference;
  }

  function checkout(who: ReturnType<typeof caller>, child: { childId: number; name: string }, day: number) {
    return system.ask(who, CHECKOUT_MUTATION, {
      checkoutId: randomUUID(),
      items: [{ ...cartItem(child, items[day]!, DATES[day]!), childId: child.childId }],
    });
  }

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    for (const [index, day] of DAYS.entries()) items.push(await addItem(system, WEEK, day, `${day} bowl`, 650 + index * 0));
  });

  afterAll(async () => {
    await system.stop();
  });

  test('when a parent tops up and an administrator confirms it, then the balance is credited exactly once', async () => {
    const parent = caller(50, 'paula');
    await registerParent(system, parent.userId, 'Paula Ruiz');
    const tooSmall = await refusal(system, parent, CREATE, { amount: '2.00' });
    assert.equal(tooSmall.extensions?.code, 'BAD_USER_INPUT');
    const created = (await ok(system, parent, CREATE, { amount: '20' })).createTopUp;
    assert.match(created.reference, /^LB-[2-9A-HJ-NP-Z]{5}$/);
    assert.equal(created.amount, '20.00');
    assert.equal(created.status, 'pending');
    assert.equal(created.decidedAt, null);
    assert.ok(created.paymentOptions.paypalUrl);

    const forbidden = await refusal(system, parent, DECIDE, { reference: created.reference, status: 'paid' });
    assert.equal(forbidden.extensions?.code, 'FORBIDDEN');
    const pending = (await ok(system, callers.admin, ADMIN_LIST, { status: 'pending' })).adminTopUps;
    assert.deepEqual(pending.find((row: { reference: string }) => row.reference === created.reference), {
      reference: created.reference,
      status: 'pending',
      parentName: 'Paula Ruiz',
      email: 'paula@example.org',
    });

    const [first, second] = await Promise.all([
      ok(system, callers.admin, DECIDE, { reference: created.reference, status: 'paid' }),
      ok(system, callers.admin, DECIDE, { reference: created.reference, status: 'paid' }),
    ]);
    assert.equal(first.decideTopUp.status, 'paid');
    assert.equal(second.decideTopUp.status, 'paid');
    const reversed = await refusal(system, callers.admin, DECIDE, { reference: created.reference, status: 'failed' });
    assert.equal(reversed.extensions?.code, 'CONFLICT');
    const unknown = await refusal(system, callers.admin, DECIDE, { reference: 'LB-ZZZZZ', status: 'paid' });
    assert.equal(unknown.extensions?.code, 'NOT_FOUND');

    const credit = (await ok(system, parent, MY_CREDIT)).myCredit;
    assert.equal(credit.balance, '20.00');
    assert.deepEqual(credit.entries, [{ amount: '20.00', reason: `Top-up ${created.reference}`, topUpReference: created.reference }]);
    assert.deepEqual((await ok(system, parent, MINE)).myTopUps, [{ reference: created.reference, amount: '20.00', status: 'paid' }]);
    await system.settle();
    const decided = eventsOf(system, 'top_up.decided', parent.userId);
    assert.equal(decided.length, 1);
    assert.deepEqual(decided[0]!.data, {
      userId: parent.userId,
      parentName: 'Paula Ruiz',
      email: 'paula@example.org',
      reference: created.reference,
      amountCents: 2000,
      status: 'paid',
      balanceCents: 2000,
    });
  });

  test('when checkouts race against one balance, then it is never spent below zero', async () => {
    const parent = caller(51, 'rita');
    await registerParent(system, parent.userId, 'Rita Moss');
    const children = [await addChild(system, parent.userId, 'Ada'), await addChild(system, parent.userId, 'Ben')];
    await topUp(parent, '10.00');
    const answers = await Promise.all(children.flatMap((child) => DAYS.map((_, day) => checkout(parent, child, day))));
    for (const answer of answers) assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    const applied = answers.map((answer) => Math.round(Number(answer.data!.checkout.creditApplied) * 100));
    assert.equal(
      applied.reduce((sum, cents) => sum + cents, 0),
      1000,
    );
    const { rows } = await system.pool.query<{ balance: number }>('select sum(amount_cents)::int as balance from ordering.credit_entries where user_id = $1', [
      parent.userId,
    ]);
    assert.equal(rows[0]!.balance, 0);
  });

  test('when a standing-order parent spends below their threshold, then balance.low goes once until a top-up lifts it again', async () => {
    const parent = caller(52, 'lena');
    await registerParent(system, parent.userId, 'Lena Park');
    const child = await addChild(system, parent.userId, 'Leo');
    await setStanding(system, parent, child.childId, { active: true, days: { Friday: { mode: 'first' } } });
    await topUp(parent, '15.00');
    const spend = async (day: number) => assert.equal((await checkout(parent, child, day)).errors, undefined);
    await spend(0); // 8.50 left: below 10.00
    await spend(1); // 2.00 left: still low, no second e-mail
    await system.settle();
    const lows = () => eventsOf(system, 'balance.low', parent.userId);
    assert.equal(lows().length, 1);
    assert.equal(lows()[0]!.data.balanceCents, 850);
    assert.equal(lows()[0]!.data.thresholdCents, 1000);
    assert.match(lows()[0]!.data.unsubscribeToken, /^lowBalance\.52\./);

    await topUp(parent, '10.00'); // 12.00: back above the threshold
    await spend(2); // 5.50 left: low again
    await system.settle();
    assert.equal(lows().length, 2);
  });
});
