import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { signAccessToken } from '@lunchbox/kit/auth';
import { startClockAt } from '@lunchbox/kit/clock';
import { createLogger } from '@lunchbox/kit/logger';
import { startOrderingService } from '../src/main.ts';
import { standingCheckoutId } from '../src/standing-orders/standing-checkout-id.ts';
import { callers, cartItem, CHECKOUT_MUTATION, keys, startOrderingHarness, testSettings, type OrderingHarness } from './ordering-harness.ts';
import {
  addChild,
  addItem,
  addWeekMenu,
  caller,
  eventsOf,
  lunchesOf,
  MY_STANDING,
  ok,
  refusal,
  registerParent,
  RUN_STANDING,
  SET_STANDING,
  setStanding,
} from './standing-orders-harness.ts';

// Wednesday 18 November 2026, 4 AM in Los Angeles: this week's Monday to Wednesday are past their
// deadlines, Thursday and Friday are open; the next run (Wednesday 18:00) places the week of the 23rd.
const NOW = '2026-11-18T12:00:00.000Z';
const THIS_WEEK = '2026-11-16';
const NEXT_WEEK = '2026-11-23';

const EVERY_DAY_FIRST = { Monday: { mode: 'first' }, Tuesday: { mode: 'first' }, Wednesday: { mode: 'first' }, Thursday: { mode: 'first' }, Friday: { mode: 'first' } };

describe('standing orders', () => {
  let system: OrderingHarness;
  const maria = caller(30, 'maria');
  const tom = caller(31, 'tom');
  const ana = caller(32, 'ana');
  let lucas: { childId: number; name: string };
  let sofia: { childId: number; name: string };
  let tomsChild: { childId: number; name: string };

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    await registerParent(system, maria.userId, 'Maria Lopez');
    await registerParent(system, tom.userId, 'Tom Baker');
    await registerParent(system, ana.userId, 'Ana Diaz');
    lucas = await addChild(system, maria.userId, 'Lucas', { allergies: ['peanuts'] });
    sofia = await addChild(system, maria.userId, 'Sofia');
    tomsChild = await addChild(system, tom.userId, 'Max');
    await addItem(system, NEXT_WEEK, 'Monday', 'Peanut Noodles', 550, { allergens: ['peanuts'] });
    await addItem(system, NEXT_WEEK, 'Tuesday', 'Chicken Wrap', 625);
    await addItem(system, NEXT_WEEK, 'Wednesday', 'Turkey Wrap', 675);
    await addItem(system, NEXT_WEEK, 'Thursday', 'Fish Tacos', 600);
    await addItem(system, NEXT_WEEK, 'Friday', 'Pizza Friday', 650);
  });

  afterAll(async () => {
    await system.stop();
  });

  test('when a parent has saved no pattern, then each child reads as an inactive all-skip pattern', async () => {
    const { myStandingOrders } = await ok(system, maria, MY_STANDING);
    assert.deepEqual(
      myStandingOrders.map((order: { childId: number }) => order.childId),
      [lucas.childId, sofia.childId],
    );
    assert.equal(myStandingOrders[0].active, false);
    assert.equal(myStandingOrders[0].nextWeek, null);
    assert.deepEqual(myStandingOrders[0].days.Monday, { mode: 'skip', fallback: 'skip' });
  });

  test('when a parent saves a pattern, then it is read back with the week the next run places', async () => {
    const saved = await setStanding(system, maria, sofia.childId, { active: true, days: { Monday: { mode: 'first' } } });
    assert.equal(saved.active, true);
    assert.equal(saved.nextWeek, NEXT_WEEK);
    assert.deepEqual(saved.days.Monday, { mode: 'first', dish: null, dietTag: null, fallback: 'skip' });
    assert.deepEqual(saved.days.Tuesday, { mode: 'skip', fallback: 'skip' });
    const { myStandingOrders } = await ok(system, maria, MY_STANDING);
    assert.equal(myStandingOrders[1].active, true);
  });

  test("when a parent sets another parent's child, a bad mode or an unknown weekday, then it is refused naming the field", async () => {
    const notYours = await refusal(system, tom, SET_STANDING, { childId: sofia.childId, input: { active: true } });
    assert.equal(notYours.extensions?.code, 'NOT_FOUND');
    const badMode = await refusal(system, maria, SET_STANDING, { childId: sofia.childId, input: { active: true, days: { Monday: { mode: 'always' } } } });
    assert.equal(badMode.extensions?.code, 'BAD_USER_INPUT');
    assert.match(badMode.message, /days\.Monday\.mode/);
    const anonymous = await refusal(system, null, SET_STANDING, { childId: sofia.childId, input: { active: true } });
    assert.equal(anonymous.extensions?.code, 'UNAUTHENTICATED');
    const parentRuns = await refusal(system, maria, RUN_STANDING, { week: NEXT_WEEK });
    assert.equal(parentRuns.extensions?.code, 'FORBIDDEN');
  });

  test('when the week runs, then each parent gets one checkout: allergies win, closed and already ordered days are skipped and said in order.placed', async () => {
    // Lucas: Monday's named dish has peanuts (no fallback), Wednesday closes, Thursday is already ordered.
    await setStanding(system, maria, lucas.childId, {
      active: true,
      days: { ...EVERY_DAY_FIRST, Monday: { mode: 'item', dish: 'peanut noodles', fallback: 'skip' } },
    });
    await system.publish('menu.closure.declared', { date: '2026-11-25', reason: 'Staff development' });
    const thursday = (await system.pool.query<{ item_id: number }>("select item_id from ordering.menu_items where menu_item = 'Fish Tacos'")).rows[0]!;
    const manual = await system.ask(maria, CHECKOUT_MUTATION, {
      checkoutId: randomUUID(),
      items: [{ ...cartItem(lucas, { itemId: thursday.item_id, menuItem: 'Fish Tacos', priceCents: 600 }, '2026-11-26'), childId: lucas.childId }],
    });
    assert.equal(manual.errors, undefined, JSON.stringify(manual.errors));
    // Tom wants only Wednesday, which is closed: nothing is placed and he is told.
    await setStanding(system, tom, tomsChild.childId, { active: true, days: { Wednesday: { mode: 'first', fallback: 'first' } } });

    const { runStandingOrders } = await ok(system, callers.admin, RUN_STANDING, { week: '2026-11-25' });
    // Lucas: Tuesday and Friday; Sofia: Monday. Skipped: Lucas's Monday, Wednesday and Thursday, Tom's Wednesday.
    assert.deepEqual(runStandingOrders, { parents: 1, lunches: 3, skipped: 4 });

    const lunches = await lunchesOf(system, maria.userId, NEXT_WEEK);
    const standing = lunches.filter((lunch) => lunch.checkout_id === standingCheckoutId(maria.userId, NEXT_WEEK));
    assert.deepEqual(
      standing.map((lunch) => [lunch.child_id, lunch.lunch_date]),
      [
        [sofia.childId, '2026-11-23'],
        [lucas.childId, '2026-11-24'],
        [lucas.childId, '2026-11-27'],
      ],
    );
    await system.settle();
    const [placed, ...more] = eventsOf(system, 'order.placed', maria.userId).filter((event) => event.data.standing);
    assert.equal(more.length, 0);
    assert.equal(placed!.data.standing!.week, NEXT_WEEK);
    assert.deepEqual(
      placed!.data.standing!.skipped.map((day) => [day.childName, day.date, day.code]),
      [
        ['Lucas', '2026-11-23', 'ALLERGEN'],
        ['Lucas', '2026-11-25', 'CLOSED'],
        ['Lucas', '2026-11-26', 'ALREADY_ORDERED'],
      ],
    );
    assert.deepEqual(placed!.data.standing!.skipped[0]!.values, { menuItem: 'Peanut Noodles', allergens: ['peanuts'] });
    const unplaced = eventsOf(system, 'standing_order.unplaced', tom.userId);
    assert.equal(unplaced.length, 1);
    assert.deepEqual(
      unplaced[0]!.data.skipped.map((day) => day.code),
      ['CLOSED'],
    );
  });

  test('when the same week runs again, then nothing is placed or told twice', async () => {
    const before = await lunchesOf(system, maria.userId, NEXT_WEEK);
    const { runStandingOrders } = await ok(system, callers.admin, RUN_STANDING, { week: NEXT_WEEK });
    assert.deepEqual(runStandingOrders, { parents: 0, lunches: 0, skipped: 0 });
    assert.deepEqual(await lunchesOf(system, maria.userId, NEXT_WEEK), before);
    await system.settle();
    assert.equal(eventsOf(system, 'standing_order.unplaced', tom.userId).length, 1);
  });

  test("when a week's deadlines have passed for some days, then those days are skipped and the rest placed", async () => {
    await addItem(system, THIS_WEEK, 'Thursday', 'Soup', 400);
    await addItem(system, THIS_WEEK, 'Friday', 'Tacos', 450);
    const child = await addChild(system, ana.userId, 'Eva');
    await setStanding(system, ana, child.childId, { active: true, days: EVERY_DAY_FIRST });
    await ok(system, callers.admin, RUN_STANDING, { week: THIS_WEEK });
    const lunches = await lunchesOf(system, ana.userId, THIS_WEEK);
    assert.deepEqual(
      lunches.map((lunch) => lunch.lunch_date),
      ['2026-11-19', '2026-11-20'],
    );
    await system.settle();
    const placed = eventsOf(system, 'order.placed', ana.userId).find((event) => event.data.standing?.week === THIS_WEEK);
    assert.deepEqual(
      placed!.data.standing!.skipped.map((day) => [day.date, day.code]),
      [
        ['2026-11-16', 'DEADLINE_PASSED'],
        ['2026-11-17', 'DEADLINE_PASSED'],
        ['2026-11-18', 'DEADLINE_PASSED'],
      ],
    );
  });

  test('when two ordering instances on one database run the same week at once, then each parent gets exactly one checkout', async () => {
    const week = '2026-11-30';
    await addWeekMenu(system, week);
    const second = await startOrderingService({
      databaseUrl: system.databaseUrl,
      bus: system.bus,
      publicKey: keys.publicKey,
      log: createLogger('ordering-replica'),
      port: 0,
      settings: testSettings,
    });
    try {
      const admin = callers.admin;
      const viaSecond = fetch(second.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signAccessToken(admin, keys.privateKey)}` },
        body: JSON.stringify({ query: RUN_STANDING, variables: { week } }),
      }).then(async (response) => ((await response.json()) as { data: { runStandingOrders: Record<string, number> } }).data.runStandingOrders);
      const [first, other] = await Promise.all([ok(system, admin, RUN_STANDING, { week }).then((data) => data.runStandingOrders), viaSecond]);
      // Maria (Lucas's Monday dish is not on this menu: 4 + Sofia's Monday), Tom (Wednesday) and Ana
      // (every day) each placed once, by one instance or the other.
      assert.equal(first.parents + other.parents, 3);
      assert.equal(first.lunches + other.lunches, 11);
      const { rows } = await system.pool.query<{ user_id: number; checkouts: number; lunches: number }>(
        `select user_id, count(distinct checkout_id)::int as checkouts, count(*)::int as lunches from ordering.lunch_orders
          where lunch_date between $1::date and $1::date + 4 group by user_id order by user_id`,
        [week],
      );
      assert.deepEqual(rows, [
        { user_id: maria.userId, checkouts: 1, lunches: 5 },
        { user_id: tom.userId, checkouts: 1, lunches: 1 },
        { user_id: ana.userId, checkouts: 1, lunches: 5 },
      ]);
    } finally {
      await second.stop();
    }
  });

  test('when a run stopped after placing some parents runs again, then it places the rest and doubles nothing', async () => {
    const week = '2026-12-07';
    await addWeekMenu(system, week);
    // The state a run killed after its first parents leaves: Tom's and Ana's checkouts committed (each
    // in its own transaction), Maria's not.
    await setStanding(system, maria, lucas.childId, { active: false, days: EVERY_DAY_FIRST });
    await setStanding(system, maria, sofia.childId, { active: false, days: EVERY_DAY_FIRST });
    const partial = (await ok(system, callers.admin, RUN_STANDING, { week })).runStandingOrders;
    assert.deepEqual(partial, { parents: 2, lunches: 6, skipped: 0 });
    await setStanding(system, maria, lucas.childId, { active: true, days: EVERY_DAY_FIRST });
    await setStanding(system, maria, sofia.childId, { active: true, days: { Monday: { mode: 'first' } } });
    const resumed = (await ok(system, callers.admin, RUN_STANDING, { week })).runStandingOrders;
    assert.deepEqual(resumed, { parents: 1, lunches: 6, skipped: 0 });
    assert.equal((await lunchesOf(system, ana.userId, week)).length, 5);
    assert.equal((await lunchesOf(system, maria.userId, week)).length, 6);
  });

  test('when a day closes while the run is placing it, then the checkout refuses that day and the rest is placed, the day said in order.placed', async () => {
    const week = '2026-12-14';
    await addWeekMenu(system, week);
    const walt = caller(35, 'walt');
    await registerParent(system, walt.userId, 'Walt Kim');
    const child = await addChild(system, walt.userId, 'Wes');
    await setStanding(system, walt, child.childId, { active: true, days: EVERY_DAY_FIRST });
    // The closure reaches ordering between the placement rule and the checkout's transaction.
    await system.pool.query(`
      create function ordering.close_wednesday() returns trigger language plpgsql as $$
      begin insert into ordering.closures (date, reason, lifted, version) values ('2026-12-16', 'Flood', false, now()) on conflict do nothing; return new; end $$;
      create trigger close_wednesday before insert on ordering.checkouts for each row when (new.user_id = ${walt.userId}) execute function ordering.close_wednesday();`);
    try {
      await ok(system, callers.admin, RUN_STANDING, { week });
    } finally {
      await system.pool.query('drop trigger close_wednesday on ordering.checkouts; drop function ordering.close_wednesday();');
    }
    assert.deepEqual(
      (await lunchesOf(system, walt.userId, week)).map((lunch) => lunch.lunch_date),
      ['2026-12-14', '2026-12-15', '2026-12-17', '2026-12-18'],
    );
    await system.settle();
    const placed = eventsOf(system, 'order.placed', walt.userId).find((event) => event.data.standing?.week === week);
    assert.deepEqual(
      placed!.data.standing!.skipped.map((day) => [day.date, day.code]),
      [['2026-12-16', 'CLOSED']],
    );
  });

  test('when a week had no menu at the run and the menu comes later, then a rerun places it and the parent was told once', async () => {
    const week = '2026-12-21';
    const late = caller(36, 'lee');
    await registerParent(system, late.userId, 'Lee Chan');
    const child = await addChild(system, late.userId, 'Liv');
    await setStanding(system, late, child.childId, { active: true, days: { Tuesday: { mode: 'first' } } });
    await ok(system, callers.admin, RUN_STANDING, { week });
    assert.equal((await lunchesOf(system, late.userId, week)).length, 0);
    await addWeekMenu(system, week);
    await ok(system, callers.admin, RUN_STANDING, { week });
    assert.deepEqual(
      (await lunchesOf(system, late.userId, week)).map((lunch) => lunch.lunch_date),
      ['2026-12-22'],
    );
    await system.settle();
    const told = eventsOf(system, 'standing_order.unplaced', late.userId);
    assert.equal(told.length, 1);
    assert.deepEqual(told[0]!.data.skipped[0]!.code, 'NO_MATCHING_ITEM');
  });
});
