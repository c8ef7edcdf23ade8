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

// Wednesday 18 November 2026, 4 AM at the schools (Los Angeles): Wednesday's lunch is past its
// deadline (Tuesday 9:00 PM), Thursday's and everything later can still be ordered.
const NOW = '2026-11-18T12:00:00.000Z';

type Child = EventData<'child.upserted'>;
type Item = EventData<'menu.item.upserted'>;

describe('checkout', () => {
  let system: OrderingHarness;
  const menu: Record<string, Item> = {};

  async function newChild(userId: number, name: string, overrides: Partial<Child> = {}): Promise<Child> {
    const child = childData(userId, name, overrides);
    await system.publish('child.upserted', child);
    return child;
  }

  async function newItem(...args: Parameters<typeof menuItemData>): Promise<Item> {
    const item = menuItemData(...args);
    await system.publish('menu.item.upserted', item);
    return item;
  }

  const checkout = (caller = callers.maria, items: unknown[], checkoutId: string | null = randomUUID()) =>
    system.ask(caller, CHECKOUT_MUTATION, { checkoutId, items });
  const ordersOfChild = (child: Child) => countRows(system.pool, 'lunch_orders', 'child_id = $1', [child.childId]);

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
    menu.wednesday = await newItem('2026-11-16', 'Wednesday', 'Fish Tacos', 600);
    menu.thursday = await newItem('2026-11-16', 'Thursday', 'Mac and Cheese', 500);
    menu.friday = await newItem('2026-11-16', 'Friday', 'Pizza Friday', 650);
    menu.monday = await newItem('2026-11-23', 'Monday', 'Veggie Pasta', 550);
    menu.tuesday = await newItem('2026-11-23', 'Tuesday', 'Chicken Wrap', 625);
  });

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  test("when a parent checks out lunches for two children, then each is placed pending and unpaid with the menu's price and the child's school, grade and section", async () => {
    const ana = await newChild(7, 'Ana');
    const ben = await newChild(7, 'Ben', { school: 'Bucher Middle School', grade: '7', teacher: 'Ms. Park' });
    const checkoutId = randomUUID();
    const answer = await checkout(
      callers.maria,
      [
        cartItem(ana, menu.thursday!, '2026-11-19', { notes: 'No cheese on top, please' }),
        cartItem(ana, menu.monday!, '2026-11-23'),
        // What the browser says of the child's school and grade is not what the order records.
        cartItem({ name: 'Ben', school: 'Sutter Elementary', grade: '2', teacher: 'Room 9' }, menu.tuesday!, '2026-11-24'),
      ],
      checkoutId,
    );
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    const placed = answer.data!.checkout;
    assert.equal(placed.checkoutId, checkoutId);
    assert.equal(placed.replayed, false);
    assert.equal(placed.totalAmount, '16.75');
    assert.deepEqual(
      placed.orders.map((order: Record<string, unknown>) => [
        order.childName,
        order.school,
        order.grade,
        order.teacher,
        order.lunchDate,
        order.lunchOptions,
        order.totalAmount,
        order.notes,
      ]),
      [
        ['Ana', 'Sutter Elementary', '3', 'Room 4', '2026-11-19', ['Mac and Cheese'], '5.00', 'No cheese on top, please'],
        ['Ana', 'Sutter Elementary', '3', 'Room 4', '2026-11-23', ['Veggie Pasta'], '5.50', null],
        ['Ben', 'Bucher Middle School', '7', 'Ms. Park', '2026-11-24', ['Chicken Wrap'], '6.25', null],
      ],
    );
    for (const order of placed.orders) {
      assert.equal(order.paymentStatus, 'pending');
      assert.equal(order.isPaid, false);
      assert.equal(order.userId, 7);
      assert.equal(order.checkoutId, checkoutId);
      assert.equal(order.parentName, 'Maria Lopez');
      assert.equal(order.email, 'maria@example.org');
      assert.equal(order.phone, '555-123-4567');
      assert.ok(Math.abs(Date.parse(order.createdAt) - Date.parse(NOW)) < 60_000, 'created at the server clock');
    }
    assert.deepEqual(
      placed.orders.map((order: Record<string, unknown>) => [order.childId, order.weeklyMenuItemId]),
      [
        [ana.childId, menu.thursday!.itemId],
        [ana.childId, menu.monday!.itemId],
        [ben.childId, menu.tuesday!.itemId],
      ],
    );

    await system.settle();
    const events = system.published.filter((event) => event.type === 'order.placed' && (event.data as { checkoutId: string }).checkoutId === checkoutId);
    assert.equal(events.length, 1, 'one order.placed event per checkout');
    assert.match(placed.paymentReference, /^LB-[2-9A-HJ-NP-Z]{5}$/);
    for (const order of placed.orders) assert.equal(order.paymentReference, placed.paymentReference);
    assert.deepEqual(events[0]!.data, {
      checkoutId,
      paymentReference: placed.paymentReference,
      creditAppliedCents: 0,
      amountDueCents: 1675,
      userId: 7,
      parentName: 'Maria Lopez',
      email: 'maria@example.org',
      totalCents: 1675,
      // Both children's schools are seeded ones: one cut-off, the spec's, which the confirmation states.
      deadlines: [
        {
          clock: { timeZone: 'America/Los_Angeles', orderDeadline: { time: '05:00', daysBefore: 0, timeZone: 'UTC' } },
          schools: ['Sutter Elementary', 'Bucher Middle School'],
        },
      ],
      orders: placed.orders.map((order: AnswerData) => ({
        orderId: order.id,
        childName: order.childName,
        school: order.school,
        grade: order.grade,
        lunchDate: order.lunchDate,
        lunchOptions: order.lunchOptions,
        totalCents: Math.round(Number(order.totalAmount) * 100),
      })),
    });
  });

  test('when the browser says a lunch costs 0.01, then the order costs what the menu says', async () => {
    const cleo = await newChild(7, 'Cleo');
    const answer = await checkout(callers.maria, [cartItem(cleo, menu.friday!, '2026-11-20', { totalAmount: 0.01 })]);
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    assert.equal(answer.data!.checkout.orders[0].totalAmount, '6.50');
    assert.equal(answer.data!.checkout.totalAmount, '6.50');
  });

  test('when one lunch of the cart is refused, then none of them is placed and no event is published', async () => {
    const dan = await newChild(7, 'Dan');
    const checkoutId = randomUUID();
    // Counted for this checkout only: the service's own background work (payment reminders) may
    // write other events meanwhile.
    const eventsOfCheckout = () => countRows(system.pool, 'outbox', "envelope->'data'->>'checkoutId' = $1", [checkoutId]);
    const rowsOfCheckout = () => countRows(system.pool, 'checkouts', 'checkout_id = $1', [checkoutId]);
    const answer = await checkout(
      callers.maria,
      [cartItem(dan, menu.thursday!, '2026-11-19'), cartItem(dan, menu.monday!, '2026-11-23'), cartItem(dan, menu.wednesday!, '2026-11-18')],
      checkoutId,
    );
    assert.equal(answer.errors?.[0]?.extensions?.code, 'ORDER_DEADLINE_PASSED');
    assert.equal(
      answer.errors?.[0]?.message,
      'Order deadline for Wednesday, November 18 has passed. Orders must be placed before 9:00 PM on Tuesday, November 17.',
    );
    assert.equal(answer.errors?.[0]?.extensions?.lunchIndex, 2);
    assert.equal(await ordersOfChild(dan), 0);
    assert.equal(await eventsOfCheckout(), 0);
    assert.equal(await rowsOfCheckout(), 0);

    // The same cart without the expired lunch goes through under the same checkout id.
    const retry = await checkout(callers.maria, [cartItem(dan, menu.thursday!, '2026-11-19'), cartItem(dan, menu.monday!, '2026-11-23')], checkoutId);
    assert.equal(retry.errors, undefined, JSON.stringify(retry.errors));
    assert.equal(retry.data!.checkout.orders.length, 2);
    assert.equal(await ordersOfChild(dan), 2);
    assert.equal(await eventsOfCheckout(), 1);
  });

  test('when the same checkout is sent twice, then its lunches are placed once and both answers name the same orders', async () => {
    const eva = await newChild(7, 'Eva');
    const items = [cartItem(eva, menu.thursday!, '2026-11-19'), cartItem(eva, menu.friday!, '2026-11-20')];
    const checkoutId = randomUUID();
    const first = await checkout(callers.maria, items, checkoutId);
    const second = await checkout(callers.maria, items, checkoutId);
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    assert.equal(second.errors, undefined, JSON.stringify(second.errors));
    assert.equal(second.data!.checkout.replayed, true);
    assert.deepEqual(
      second.data!.checkout.orders.map((order: { id: number }) => order.id),
      first.data!.checkout.orders.map((order: { id: number }) => order.id),
    );
    assert.equal(second.data!.checkout.totalAmount, '11.50');
    assert.equal(await ordersOfChild(eva), 2);
    await system.settle();
    assert.equal(
      system.published.filter((event) => event.type === 'order.placed' && (event.data as { checkoutId: string }).checkoutId === checkoutId).length,
      1,
    );
  });

  test('when a parent double-clicks and the same checkout arrives five times at once, then its lunches are placed once', async () => {
    const finn = await newChild(7, 'Finn');
    const items = [cartItem(finn, menu.thursday!, '2026-11-19'), cartItem(finn, menu.monday!, '2026-11-23'), cartItem(finn, menu.tuesday!, '2026-11-24')];
    const checkoutId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(callers.maria, items, checkoutId)));
    for (const answer of answers) assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    const idSets = answers.map((answer) => JSON.stringify(answer.data!.checkout.orders.map((order: { id: number }) => order.id)));
    assert.equal(new Set(idSets).size, 1, 'every answer names the same orders');
    assert.equal(answers.filter((answer) => !answer.data!.checkout.replayed).length, 1);
    assert.equal(await ordersOfChild(finn), 3);
    await system.settle();
    assert.equal(
      system.published.filter((event) => event.type === 'order.placed' && (event.data as { checkoutId: string }).checkoutId === checkoutId).length,
      1,
    );
  });

  test('when another parent sends a checkout id already used, then it is refused and shows nothing of the first checkout', async () => {
    const gus = await newChild(7, 'Gus');
    const ivy = await newChild(8, 'Ivy');
    const checkoutId = randomUUID();
    const mine = await checkout(callers.maria, [cartItem(gus, menu.thursday!, '2026-11-19')], checkoutId);
    assert.equal(mine.errors, undefined);
    const theirs = await checkout(callers.tom, [cartItem(ivy, menu.thursday!, '2026-11-19')], checkoutId);
    assert.equal(theirs.errors?.[0]?.extensions?.code, 'CHECKOUT_ID_TAKEN');
    assert.equal(theirs.errors?.[0]?.message, 'This checkout id was already used by another account');
    assert.equal(JSON.stringify(theirs).includes('Gus'), false);
    assert.equal(await ordersOfChild(ivy), 0);
  });

  test('when a lunch is past its deadline, then it is refused with the deadline message', async () => {
    const hana = await newChild(7, 'Hana');
    const answer = await checkout(callers.maria, [cartItem(hana, menu.wednesday!, '2026-11-18')]);
    assert.equal(
      answer.errors?.[0]?.message,
      'Order deadline for Wednesday, November 18 has passed. Orders must be placed before 9:00 PM on Tuesday, November 17.',
    );
    assert.equal(answer.errors?.[0]?.extensions?.title, 'Order deadline passed');
    assert.equal(await ordersOfChild(hana), 0);
  });

  test('when an item is asked for a day it is not served, then it is refused as not on the menu that day', async () => {
    const ian = await newChild(7, 'Ian');
    const wrongDay = await checkout(callers.maria, [cartItem(ian, menu.monday!, '2026-11-24')]);
    assert.equal(wrongDay.errors?.[0]?.extensions?.code, 'ITEM_NOT_ON_MENU');
    assert.equal(wrongDay.errors?.[0]?.message, 'No menu available: Veggie Pasta is not on the menu for Tuesday, November 24.');

    const outsideItsWeek = await checkout(callers.maria, [cartItem(ian, menu.monday!, '2026-11-30')]);
    assert.equal(outsideItsWeek.errors?.[0]?.message, 'No menu available: Veggie Pasta is not on the menu for Monday, November 30.');

    const unknown = await checkout(callers.maria, [cartItem(ian, { itemId: 987654, menuItem: 'Mystery Stew', priceCents: 100 }, '2026-11-25')]);
    assert.equal(unknown.errors?.[0]?.message, 'No menu available: Mystery Stew is not on the menu for Wednesday, November 25.');
    assert.equal(await ordersOfChild(ian), 0);
  });

  test('when an item was switched off or deleted by the menu, then it can no longer be ordered', async () => {
    const jon = await newChild(7, 'Jon');
    const soup = await newItem('2026-11-30', 'Wednesday', 'Tomato Soup', 450);
    const salad = await newItem('2026-11-30', 'Thursday', 'Garden Salad', 475);
    await system.publish('menu.item.upserted', { ...soup, isActive: false });
    await system.publish('menu.item.deleted', { itemId: salad.itemId });

    const inactive = await checkout(callers.maria, [cartItem(jon, soup, '2026-12-02')]);
    assert.equal(inactive.errors?.[0]?.message, 'No menu available: Tomato Soup is not on the menu for Wednesday, December 2.');
    const deleted = await checkout(callers.maria, [cartItem(jon, salad, '2026-12-03')]);
    assert.equal(deleted.errors?.[0]?.message, 'No menu available: Garden Salad is not on the menu for Thursday, December 3.');
    assert.equal(await ordersOfChild(jon), 0);
  });

  test('when a day offers a meal and a side, then the parent may order either, but only one lunch for the child that day', async () => {
    const una = await newChild(7, 'Una');
    const meal = await newItem('2026-12-07', 'Tuesday', 'Chicken Wrap', 650);
    const side = await newItem('2026-12-07', 'Tuesday', 'Fruit cup', 200);
    const placed = await checkout(callers.maria, [cartItem(una, side, '2026-12-08')]);
    assert.equal(placed.errors, undefined, JSON.stringify(placed.errors));
    assert.deepEqual(placed.data!.checkout.orders[0].lunchOptions, ['Fruit cup']);
    assert.equal(placed.data!.checkout.orders[0].totalAmount, '2.00');

    // The admin's second item of the day does not open a second lunch for the same child.
    const second = await checkout(callers.maria, [cartItem(una, meal, '2026-12-08')]);
    assert.equal(second.errors?.[0]?.extensions?.code, 'ORDER_ALREADY_EXISTS');
    assert.equal(second.errors?.[0]?.message, 'Order Already Exists: You have already placed an order for Una: Fruit cup. You cannot add duplicate orders.');
    const bothInOneCart = await checkout(callers.maria, [cartItem(una, meal, '2026-12-09'), cartItem(una, side, '2026-12-09')]);
    assert.equal(bothInOneCart.errors?.[0]?.extensions?.code, 'ITEM_NOT_ON_MENU', 'Wednesday offers neither');
    assert.equal(await ordersOfChild(una), 1);
  });

  test("when one child already has a day's lunch and the cart holds another day for that child and that day for a sibling, then both lunches are placed", async () => {
    const ada = await newChild(7, 'Adele');
    const ben = await newChild(7, 'Bruno');
    const monday = await newItem('2026-12-14', 'Monday', 'Veggie Pasta', 550);
    const tuesday = await newItem('2026-12-14', 'Tuesday', 'Chicken Wrap', 625);
    const first = await checkout(callers.maria, [cartItem(ada, monday, '2026-12-14')]);
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));

    // Adele's Monday is taken, but neither of these two lunches is: Adele on Tuesday, Bruno on Monday.
    const next = await checkout(callers.maria, [cartItem(ada, tuesday, '2026-12-15'), cartItem(ben, monday, '2026-12-14')]);
    assert.equal(next.errors, undefined, JSON.stringify(next.errors));
    assert.deepEqual(
      next.data!.checkout.orders.map((order: { childName: string; lunchDate: string }) => `${order.childName} ${order.lunchDate}`),
      ['Adele 2026-12-15', 'Bruno 2026-12-14'],
    );
    assert.equal(await ordersOfChild(ada), 2);
    assert.equal(await ordersOfChild(ben), 1);
  });

  test("when a day's menu entry says 'no service', then nothing can be ordered for it, not even for $0.00", async () => {
    const vic = await newChild(7, 'Vic');
    const marker = await newItem('2026-12-07', 'Thursday', 'NO SERVICE', 0, { description: 'Winter concert' });
    const refused = await checkout(callers.maria, [cartItem(vic, marker, '2026-12-10')]);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'DAY_CLOSED');
    assert.equal(refused.errors?.[0]?.message, 'No service on Thursday, December 10. Nothing can be ordered for that day.');
    assert.equal(refused.errors?.[0]?.extensions?.title, 'No Service');
    assert.equal(await ordersOfChild(vic), 0);
  });

  test('when two items cover the same day, then only the one of the latest menu week can be ordered', async () => {
    const kim = await newChild(7, 'Kim');
    const older = await newItem('2026-11-30', 'Friday', 'Fish Sticks', 500);
    const newer = await newItem('2026-12-01', 'Friday', 'Bean Burrito', 525, { weekEndDate: '2026-12-05' });
    const refused = await checkout(callers.maria, [cartItem(kim, older, '2026-12-04')]);
    assert.equal(refused.errors?.[0]?.message, 'No menu available: Fish Sticks is not on the menu for Friday, December 4.');
    const placed = await checkout(callers.maria, [cartItem(kim, newer, '2026-12-04')]);
    assert.equal(placed.errors, undefined, JSON.stringify(placed.errors));
    assert.deepEqual(placed.data!.checkout.orders[0].lunchOptions, ['Bean Burrito']);
  });

  test('when a parent orders for a child that is not theirs, then it is refused, by name or by id', async () => {
    const lea = await newChild(8, 'Lea');
    const byName = await checkout(callers.maria, [cartItem(lea, menu.thursday!, '2026-11-19')]);
    assert.equal(byName.errors?.[0]?.extensions?.code, 'CHILD_NOT_FOUND');
    assert.equal(byName.errors?.[0]?.message, 'Child selection required: Lea is not one of your children.');
    const byId = await checkout(callers.maria, [cartItem(lea, menu.thursday!, '2026-11-19', { childId: lea.childId })]);
    assert.equal(byId.errors?.[0]?.extensions?.code, 'CHILD_NOT_FOUND');
    assert.equal(await ordersOfChild(lea), 0);

    const removed = await newChild(7, 'Mo');
    await system.publish('child.deleted', { childId: removed.childId, userId: 7 });
    const deletedChild = await checkout(callers.maria, [cartItem(removed, menu.thursday!, '2026-11-19')]);
    assert.equal(deletedChild.errors?.[0]?.message, 'Child selection required: Mo is not one of your children.');
  });

  test('when the same child, date and item was ordered before, then it is refused as already existing', async () => {
    const nia = await newChild(7, 'Nia');
    const first = await checkout(callers.maria, [cartItem(nia, menu.monday!, '2026-11-23')]);
    assert.equal(first.errors, undefined);
    const again = await checkout(callers.maria, [cartItem(nia, menu.tuesday!, '2026-11-24'), cartItem(nia, menu.monday!, '2026-11-23')]);
    assert.equal(again.errors?.[0]?.extensions?.code, 'ORDER_ALREADY_EXISTS');
    assert.equal(again.errors?.[0]?.message, 'Order Already Exists: You have already placed an order for Nia: Veggie Pasta. You cannot add duplicate orders.');
    assert.equal(again.errors?.[0]?.extensions?.title, 'Order Already Exists');
    assert.equal(await ordersOfChild(nia), 1, "Tuesday's lunch of the refused cart was not placed either");

    const twiceInOneCart = await checkout(callers.maria, [cartItem(nia, menu.thursday!, '2026-11-19'), cartItem(nia, menu.thursday!, '2026-11-19')]);
    assert.equal(
      twiceInOneCart.errors?.[0]?.message,
      'Order Already Exists: You have already placed an order for Nia: Mac and Cheese. You cannot add duplicate orders.',
    );
    assert.equal(await ordersOfChild(nia), 1);
  });

  test('when checkouts for the same child and date race, each with another item of the day, then exactly one wins and the others are told it already exists', async () => {
    const oli = await newChild(7, 'Oli');
    const side = await newItem('2026-11-16', 'Friday', 'Apple slices', 150);
    const answers = await Promise.all([menu.friday!, side, menu.friday!, side].map((item) => checkout(callers.maria, [cartItem(oli, item, '2026-11-20')])));
    const placed = answers.filter((answer) => !answer.errors);
    const refused = answers.filter((answer) => answer.errors);
    assert.equal(placed.length, 1);
    for (const answer of refused) {
      assert.equal(answer.errors?.[0]?.extensions?.code, 'ORDER_ALREADY_EXISTS');
      assert.match(answer.errors![0]!.message, /^Order Already Exists: /);
    }
    assert.equal(await ordersOfChild(oli), 1);
  });

  test('when two carts hold the same lunches in opposite orders and arrive together, then one places them all and the other is told they exist, never an error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const child = await newChild(7, `Race${round}`);
      const lunches = [cartItem(child, menu.thursday!, '2026-11-19'), cartItem(child, menu.friday!, '2026-11-20'), cartItem(child, menu.monday!, '2026-11-23')];
      const answers = await Promise.all([checkout(callers.maria, lunches), checkout(callers.maria, [...lunches].reverse())]);
      const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort();
      assert.deepEqual(codes, ['OK', 'ORDER_ALREADY_EXISTS'], JSON.stringify(answers.map((answer) => answer.errors)));
      assert.equal(await ordersOfChild(child), 3);
    }
  });

  test('when the database is asked to store a second active lunch of a child on a date, then its constraint refuses; a cancelled one leaves room', async () => {
    const pia = await newChild(7, 'Pia');
    const placed = await checkout(callers.maria, [cartItem(pia, menu.friday!, '2026-11-20')]);
    assert.equal(placed.errors, undefined);
    await assert.rejects(
      system.pool.query(
        `insert into ordering.lunch_orders (checkout_id, user_id, child_id, child_name, parent_name, email, phone, school, grade, lunch_date, weekly_menu_item_id, lunch_options, total_cents)
         select gen_random_uuid(), user_id, child_id, child_name, parent_name, email, phone, school, grade, lunch_date, weekly_menu_item_id, lunch_options, total_cents
         from ordering.lunch_orders where child_id = $1`,
        [pia.childId],
      ),
      (error: { code?: string; constraint?: string }) => error.code === '23505' && error.constraint === 'lunch_orders_one_active_lunch_per_child_date',
    );
    await system.pool.query(`update ordering.lunch_orders set status = 'cancelled' where child_id = $1`, [pia.childId]);
    const again = await checkout(callers.maria, [cartItem(pia, menu.friday!, '2026-11-20')]);
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
  });

  test("when a cart item misses a field, then the order form's message answers and nothing is placed", async () => {
    const quin = await newChild(7, 'Quin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ parentName: '  ' }, 'Parent/Guardian name is required'],
      [{ email: 'maria-at-example' }, 'Please enter a valid email address (e.g., name@example.com)'],
      [{ phone: '555-12' }, 'Phone number must have at least 8 digits'],
      [{ lunchOptions: [] }, 'At least one lunch option must be selected'],
      [{ weeklyMenuItemIds: [] }, 'Each lunch must name exactly one menu item'],
    ];
    for (const [override, message] of cases) {
      const answer = await checkout(callers.maria, [cartItem(quin, menu.thursday!, '2026-11-19', override)]);
      assert.equal(answer.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(override));
      assert.equal(answer.errors?.[0]?.message, message);
    }
    const empty = await checkout(callers.maria, []);
    assert.equal(empty.errors?.[0]?.message, 'Please add items to cart before checkout.');
    const noId = await checkout(callers.maria, [cartItem(quin, menu.thursday!, '2026-11-19')], 'not-a-uuid');
    assert.equal(noId.errors?.[0]?.message, 'checkoutId must be a UUID');
    assert.equal(await ordersOfChild(quin), 0);
  });

  test('when nobody is signed in, then checkout is refused as not authenticated', async () => {
    const answer = await system.ask(null, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items: [cartItem({ name: 'Ana' }, menu.thursday!, '2026-11-19')] });
    assert.equal(answer.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  describe('one lunch at a time (POST /api/lunch-order)', () => {
    const PLACE = `mutation ($input: LunchOrderInput!, $checkoutId: String) { placeLunchOrder(input: $input, checkoutId: $checkoutId) { ${ORDER_FIELDS} } }`;
    const body = (child: Child, item: Item, lunchDate: string, overrides: Record<string, unknown> = {}) => {
      const { id: _id, addedAt: _addedAt, ...fields } = cartItem(child, item, lunchDate, overrides);
      return fields;
    };

    test("when a parent sends one lunch as the spec's client does, then it is placed with the menu's price", async () => {
      const rae = await newChild(7, 'Rae');
      const answer = await system.ask(callers.maria, PLACE, { input: body(rae, menu.tuesday!, '2026-11-24', { totalAmount: 0.01, notes: 'Cut in halves' }) });
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      const order = answer.data!.placeLunchOrder;
      assert.deepEqual(
        [order.childName, order.lunchDate, order.lunchOptions, order.totalAmount, order.notes, order.paymentStatus, order.isPaid],
        ['Rae', '2026-11-24', ['Chicken Wrap'], '6.25', 'Cut in halves', 'pending', false],
      );
    });

    test('when the same lunch is sent again with its checkout id, then the first order is answered and nothing is added', async () => {
      const sam = await newChild(7, 'Sam');
      const checkoutId = randomUUID();
      const first = await system.ask(callers.maria, PLACE, { input: body(sam, menu.monday!, '2026-11-23'), checkoutId });
      const again = await system.ask(callers.maria, PLACE, { input: body(sam, menu.monday!, '2026-11-23'), checkoutId });
      assert.equal(again.errors, undefined);
      assert.equal(again.data!.placeLunchOrder.id, first.data!.placeLunchOrder.id);
      assert.equal(await ordersOfChild(sam), 1);
    });

    test('when one lunch breaks a rule, then it is refused with the same messages as checkout', async () => {
      const tia = await newChild(7, 'Tia');
      const late = await system.ask(callers.maria, PLACE, { input: body(tia, menu.wednesday!, '2026-11-18') });
      assert.equal(
        late.errors?.[0]?.message,
        'Order deadline for Wednesday, November 18 has passed. Orders must be placed before 9:00 PM on Tuesday, November 17.',
      );
      const noItem = await system.ask(callers.maria, PLACE, { input: body(tia, menu.monday!, '2026-11-23', { weeklyMenuItemIds: null }) });
      assert.equal(noItem.errors?.[0]?.message, 'Each lunch must name exactly one menu item');
      const noParent = await system.ask(callers.maria, PLACE, { input: body(tia, menu.monday!, '2026-11-23', { parentName: null }) });
      assert.equal(noParent.errors?.[0]?.message, 'Parent/Guardian name is required');
      assert.equal(await ordersOfChild(tia), 0);
    });
  });
});
