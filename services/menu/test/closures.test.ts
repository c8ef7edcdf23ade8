import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { ADMIN, startMenuHarness, type MenuHarness, PARENT } from './menu-harness.ts';

const DECLARE = 'mutation ($date: String, $reason: String) { declareClosure(date: $date, reason: $reason) { date reason } }';
const LIFT = 'mutation ($date: String) { liftClosure(date: $date) { date reason } }';
const LIST = 'query ($from: String, $to: String) { closures(from: $from, to: $to) { date reason } }';

// Wednesday, November 25, 2026, 9:00 AM in Los Angeles.
const NOW = '2026-11-25T17:00:00.000Z';

describe('menu subgraph: the school calendar', () => {
  let harness: MenuHarness;

  beforeAll(async () => {
    startClockAt(NOW);
    harness = await startMenuHarness();
  });
  afterAll(async () => {
    await harness?.stop();
    startClockAt(undefined);
  });

  test('when an administrator closes a date, then anyone reads it, it is announced once, and lifting it announces that too', async () => {
    const declared = await harness.ask(ADMIN, DECLARE, { date: '2026-11-26', reason: ' Thanksgiving ' });
    assert.deepEqual(declared.data?.declareClosure, { date: '2026-11-26', reason: 'Thanksgiving' });
    await harness.ask(ADMIN, DECLARE, { date: '2026-12-04', reason: 'Staff development' });

    const anyone = await harness.ask(null, LIST, { from: '2026-11-23', to: '2026-11-27' });
    assert.deepEqual(anyone.data?.closures, [{ date: '2026-11-26', reason: 'Thanksgiving' }]);

    const twice = await harness.ask(ADMIN, DECLARE, { date: '2026-11-26', reason: 'Thanksgiving' });
    assert.equal(twice.errors?.[0]?.extensions?.code, 'CLOSURE_EXISTS');

    const lifted = await harness.ask(ADMIN, LIFT, { date: '2026-12-04' });
    assert.deepEqual(lifted.data?.liftClosure, { date: '2026-12-04', reason: 'Staff development' });
    const events = await harness.eventsSeen(3);
    assert.deepEqual(
      events.map((event) => [event.type, event.data]),
      [
        ['menu.closure.declared', { date: '2026-11-26', reason: 'Thanksgiving' }],
        ['menu.closure.declared', { date: '2026-12-04', reason: 'Staff development' }],
        ['menu.closure.lifted', { date: '2026-12-04' }],
      ],
    );
    const all = await harness.ask(null, LIST);
    assert.deepEqual(all.data?.closures, [{ date: '2026-11-26', reason: 'Thanksgiving' }]);
  });

  test('when a closure is for a past date, has no reason, a bad date, or comes from a parent, then it is refused and nothing is announced', async () => {
    const before = (await harness.outboxTypes()).length;
    const past = await harness.ask(ADMIN, DECLARE, { date: '2026-11-24', reason: 'Too late' });
    assert.deepEqual([past.errors?.[0]?.extensions?.code, past.errors?.[0]?.message], ['BAD_USER_INPUT', 'Past dates cannot be closed']);
    const today = await harness.ask(ADMIN, DECLARE, { date: '2026-11-25', reason: 'Power cut' });
    assert.equal(today.errors, undefined, 'today can still be closed');
    const noReason = await harness.ask(ADMIN, DECLARE, { date: '2026-11-27', reason: '  ' });
    assert.equal(noReason.errors?.[0]?.message, 'Reason is required');
    const badDate = await harness.ask(ADMIN, DECLARE, { date: '2026-02-30', reason: 'x' });
    assert.equal(badDate.errors?.[0]?.message, 'Date must be in the form YYYY-MM-DD');
    const parent = await harness.ask(PARENT, DECLARE, { date: '2026-11-27', reason: 'x' });
    assert.equal(parent.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const unknown = await harness.ask(ADMIN, LIFT, { date: '2026-11-30' });
    assert.equal(unknown.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.equal((await harness.outboxTypes()).length, before + 1);
  });
});
