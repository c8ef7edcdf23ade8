import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { EventData, EventEnvelope } from '@lunchbox/contracts/events';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { callers, cartItem, CHECKOUT_MUTATION, childData, countRows, menuItemData, startOrderingHarness, type OrderingHarness } from './ordering-harness.ts';

// Wednesday 18 November 2026, 4 AM at the schools: Thursday the 19th and later can be ordered.
const NOW = '2026-11-18T12:00:00.000Z';

type Child = EventData<'child.upserted'>;
type Item = EventData<'menu.item.upserted'>;

const CHECK_QUERY = 'query ($items: [CartItemInput]) { checkCartLunches(items: $items) { code childId child dish dietTags } }';

describe('allergies enforced by ordering (issue 13)', () => {
  let system: OrderingHarness;

  async function newChild(userId: number, name: string, overrides: Partial<Child> = {}): Promise<Child> {
    const child = childData(userId, name, overrides);
    await system.publish('child.upserted', child);
    return child;
  }

  async function newItem(weekStartDate: string, dayOfWeek: string, name: string, overrides: Partial<Item> = {}): Promise<Item> {
    const item = menuItemData(weekStartDate, dayOfWeek, name, 600, overrides);
    await system.publish('menu.item.upserted', item);
    return item;
  }

  const checkout = (caller: (typeof callers)[keyof typeof callers], items: unknown[]) =>
    system.ask(caller, CHECKOUT_MUTATION, { checkoutId: randomUUID(), items });
  const ordersOfChild = (child: Child) => countRows(system.pool, 'lunch_orders', 'child_id = $1', [child.childId]);
  const flaggedFor = (userId: number) =>
    system.published
      .filter((event): event is EventEnvelope<'order.allergen_flagged'> => event.type === 'order.allergen_flagged')
      .filter((event) => event.data.userId === userId);
  const lunchRow = async (orderId: number) =>
    (await system.pool.query('select allergen_check, child_allergies from ordering.lunch_orders where id = $1', [orderId])).rows[0] as {
      allergen_check: string[];
      child_allergies: string[];
    };

  beforeAll(async () => {
    startClockAt(NOW);
    system = await startOrderingHarness();
  });

  afterAll(async () => {
    await system?.stop();
    startClockAt(undefined);
  });

  test('when a parent checks out a dish that contains one of the child’s allergies, then the whole cart is refused naming child, dish and allergen', async () => {
    const maya = await newChild(7, 'Maya', { allergies: ['peanuts', 'sesame'] });
    const noodles = await newItem('2026-11-16', 'Thursday', 'Peanut Noodles', { allergens: ['peanuts', 'wheat'] });
    const pasta = await newItem('2026-11-16', 'Friday', 'Veggie Pasta', { allergens: ['wheat'] });
    const safe = cartItem(maya, pasta, '2026-11-20');
    const unsafe = cartItem(maya, noodles, '2026-11-19');

    const answer = await checkout(callers.maria, [safe, unsafe]);
    assert.equal(answer.errors?.[0]?.extensions?.code, 'ALLERGEN_CONFLICT');
    assert.equal(answer.errors?.[0]?.message, 'Maya is allergic to peanuts: Peanut Noodles contains peanuts.');
    assert.equal(answer.errors?.[0]?.extensions?.cartItemId, unsafe.id);
    assert.equal(answer.errors?.[0]?.extensions?.lunchIndex, 1);
    assert.deepEqual(answer.errors?.[0]?.extensions?.values, { child: 'Maya', dish: 'Peanut Noodles', allergens: ['peanuts'] });
    assert.equal(await ordersOfChild(maya), 0, 'all or none: the safe lunch is not placed either');

    const single = await system.ask(callers.maria, 'mutation ($input: LunchOrderInput!) { placeLunchOrder(input: $input) { id } }', {
      input: (({ id: _id, addedAt: _addedAt, ...rest }) => rest)(unsafe),
    });
    assert.equal(single.errors?.[0]?.extensions?.code, 'ALLERGEN_CONFLICT');

    const placed = await checkout(callers.maria, [safe]);
    assert.equal(placed.errors, undefined, JSON.stringify(placed.errors));
    assert.equal(await ordersOfChild(maya), 1);
  });

  test('when add to cart asks for a dish with the child’s allergy, then it is refused; a diet the dish lacks is only a warning', async () => {
    const noa = await newChild(7, 'Noa', { allergies: ['milk'], diets: ['vegetarian'] });
    const pizza = await newItem('2026-11-23', 'Monday', 'Cheese Pizza', { allergens: ['milk', 'wheat'], dietTags: ['vegetarian'] });
    const wrap = await newItem('2026-11-23', 'Tuesday', 'Chicken Wrap', { allergens: ['wheat'] });
    const salad = await newItem('2026-11-23', 'Wednesday', 'Garden Salad', { dietTags: ['vegetarian', 'vegan'] });

    const refused = await system.ask(callers.maria, CHECK_QUERY, { items: [cartItem(noa, salad, '2026-11-25'), cartItem(noa, pizza, '2026-11-23')] });
    assert.equal(refused.errors?.[0]?.extensions?.code, 'ALLERGEN_CONFLICT');
    assert.equal(refused.errors?.[0]?.message, 'Noa is allergic to milk: Cheese Pizza contains milk.');
    assert.deepEqual(refused.errors?.[0]?.extensions?.values, { child: 'Noa', dish: 'Cheese Pizza', allergens: ['milk'] });

    const warned = await system.ask(callers.maria, CHECK_QUERY, { items: [cartItem(noa, salad, '2026-11-25'), cartItem(noa, wrap, '2026-11-24')] });
    assert.equal(warned.errors, undefined, JSON.stringify(warned.errors));
    assert.deepEqual(warned.data?.checkCartLunches, [
      { code: 'DIET_UNMET', childId: noa.childId, child: 'Noa', dish: 'Chicken Wrap', dietTags: ['vegetarian'] },
    ]);

    // Another parent's child of the same name is not Noa: her allergies are not theirs.
    await newChild(8, 'Noa');
    const tomsNoa = await system.ask(callers.tom, CHECK_QUERY, { items: [cartItem({ name: 'Noa' }, pizza, '2026-11-23')] });
    assert.deepEqual(tomsNoa.data?.checkCartLunches, []);

    const signedOut = await system.ask(null, CHECK_QUERY, { items: [cartItem(noa, salad, '2026-11-25')] });
    assert.equal(signedOut.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test('when a placed checkout is sent again after the child became allergic to its dish, then it answers its orders as placed, not a refusal', async () => {
    const ivy = await newChild(7, 'Ivy');
    const satay = await newItem('2026-11-30', 'Thursday', 'Chicken Satay', { allergens: ['soybeans'] });
    const checkoutId = randomUUID();
    const items = [cartItem(ivy, satay, '2026-12-03')];
    const first = await system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId, items });
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));

    await system.publish('child.upserted', { ...ivy, allergies: ['soybeans'] });
    await waitFor('ordering to know the new allergy', async () => (await checkout(callers.maria, items)).errors?.[0]?.extensions?.code === 'ALLERGEN_CONFLICT');

    const again = await system.ask(callers.maria, CHECKOUT_MUTATION, { checkoutId, items });
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
    assert.equal(again.data!.checkout.replayed, true);
    assert.deepEqual(
      (again.data!.checkout.orders as { id: number }[]).map((order) => order.id),
      (first.data!.checkout.orders as { id: number }[]).map((order) => order.id),
    );
    assert.equal(await ordersOfChild(ivy), 1);
  });

  test('when a dish gains an allergen after orders, then each upcoming lunch of an allergic child is marked and each parent gets one event; others none', async () => {
    const ava = await newChild(7, 'Ava', { allergies: ['sesame'] });
    const ben = await newChild(7, 'Ben', { allergies: ['sesame', 'fish'] });
    const cal = await newChild(7, 'Cal');
    const dot = await newChild(8, 'Dot', { allergies: ['sesame'] });
    const bowl = await newItem('2026-11-30', 'Monday', 'Rice Bowl', { allergens: ['soybeans'] });
    const maria = await checkout(callers.maria, [cartItem(ava, bowl, '2026-11-30'), cartItem(ben, bowl, '2026-11-30'), cartItem(cal, bowl, '2026-11-30')]);
    assert.equal(maria.errors, undefined, JSON.stringify(maria.errors));
    const tom = await checkout(callers.tom, [cartItem(dot, bowl, '2026-11-30')]);
    assert.equal(tom.errors, undefined, JSON.stringify(tom.errors));
    const [avaLunch, benLunch, calLunch] = maria.data!.checkout.orders as { id: number }[];
    const dotLunch = (tom.data!.checkout.orders as { id: number }[])[0]!;

    const changed = await system.publish('menu.item.upserted', { ...bowl, allergens: ['soybeans', 'sesame'] });
    await system.settle();

    assert.deepEqual((await lunchRow(avaLunch!.id)).allergen_check, ['sesame']);
    assert.deepEqual((await lunchRow(benLunch!.id)).allergen_check, ['sesame']);
    assert.deepEqual((await lunchRow(calLunch!.id)).allergen_check, [], 'Cal is not allergic to sesame');
    assert.deepEqual((await lunchRow(dotLunch.id)).allergen_check, ['sesame']);

    const [toMaria, ...moreToMaria] = flaggedFor(7);
    assert.equal(moreToMaria.length, 0, 'one event for the parent of two allergic children');
    assert.deepEqual(
      toMaria?.data.lunches.map(({ childName, lunchDate, allergens }) => ({ childName, lunchDate, allergens })),
      [
        { childName: 'Ava', lunchDate: '2026-11-30', allergens: ['sesame'] },
        { childName: 'Ben', lunchDate: '2026-11-30', allergens: ['sesame'] },
      ],
    );
    assert.equal(toMaria?.data.menuItem, 'Rice Bowl');
    assert.equal(flaggedFor(8).length, 1);

    // The same change again (redelivered, or saved twice) and an older one arriving late flag nothing more.
    await system.bus.publish(changed);
    await system.publish('menu.item.upserted', { ...bowl, allergens: ['soybeans', 'sesame'] });
    await system.publish('menu.item.upserted', { ...bowl, allergens: ['soybeans', 'sesame', 'fish'] }, new Date('2026-01-01T00:00:00Z'));
    await system.settle();
    assert.equal(flaggedFor(7).length, 1);
    assert.equal(flaggedFor(8).length, 1);
  });

  test('when a child’s allergies change, then the lunches already ordered carry the new allergies for the labels', async () => {
    const eli = await newChild(7, 'Eli');
    const soup = await newItem('2026-11-30', 'Tuesday', 'Tomato Soup');
    const placed = await checkout(callers.maria, [cartItem(eli, soup, '2026-12-01')]);
    const [lunch] = placed.data!.checkout.orders as { id: number }[];
    assert.deepEqual((await lunchRow(lunch!.id)).child_allergies, []);

    await system.publish('child.upserted', { ...eli, allergies: ['eggs'] });
    await waitFor('the lunch to carry the allergy', async () => (await lunchRow(lunch!.id)).child_allergies.includes('eggs'));
    const answer = await system.ask(callers.admin, 'query { adminOrders(date: "2026-12-01") { id childAllergies allergenCheck } }');
    assert.deepEqual((answer.data?.adminOrders as { id: number; childAllergies: string[] }[]).find((order) => order.id === lunch!.id)?.childAllergies, [
      'eggs',
    ]);
  });
});
