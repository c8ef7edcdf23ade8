import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatCents } from './money.ts';
import {
  ADD_TO_CART_MESSAGES,
  addedToCartMessage,
  addToCart,
  buildCartItems,
  cartTotalCents,
  checkAddToCart,
  groupCartByChild,
  orderExistsMessage,
  parseStoredCart,
  splitExpired,
  type LunchSelection,
} from './order-cart.ts';
import { cartItemSchema, type CartItem } from './order-schemas.ts';
import { seededSchoolClock } from './school-deadline.ts';
import { validCartItem, validOrder } from './order-test-fixtures.ts';


describe('add-to-cart texts', () => {
  it('when an add-to-cart check fails, then the spec texts are used', () => {
    assert.equal(ADD_TO_CART_MESSAGES.noSelection, 'No menu items selected');
    assert.equal(ADD_TO_CART_MESSAGES.multipleSameDay, 'Multiple items for same day');
    assert.equal(ADD_TO_CART_MESSAGES.childRequired, 'Child selection required');
    assert.equal(ADD_TO_CART_MESSAGES.orderExistsTitle, 'Order Already Exists');
    assert.equal(orderExistsMessage('Ava', ['Pizza', 'Tacos']), 'You have already placed an order for Ava: Pizza, Tacos. You cannot add duplicate orders.');
    assert.equal(addedToCartMessage(3), '3 lunch order(s) added to your cart successfully.');
  });
});

// The browser cart's rules.

const LA = 'America/Los_Angeles';
// Monday, November 23, 2026, 10:00 in Los Angeles.
const now = new Date('2026-11-23T18:00:00Z');

const tuesdayPizza: LunchSelection = { lunchDate: '2026-11-24', weeklyMenuItemId: 7, menuItem: 'Pizza', price: '7.50' };
const wednesdayTacos: LunchSelection = { lunchDate: '2026-11-25', weeklyMenuItemId: 8, menuItem: 'Tacos', price: '6.25' };

/** The order form's details of the same child, as Add to Cart gets them. */
const { lunchDate: _lunchDate, lunchOptions: _lunchOptions, ...formDetails } = validOrder;
const details = { ...formDetails, notes: 'No onions' };

let counter = 0;
const newId = () => `item-${++counter}`;

function cartItem(fields: Partial<CartItem>): CartItem {
  const [built] = buildCartItems(details, [tuesdayPizza], now, newId);
  return { ...(built as CartItem), ...fields };
}

function check(overrides: Partial<Parameters<typeof checkAddToCart>[0]>) {
  return checkAddToCart({ selections: [tuesdayPizza], childName: 'Ava', existingOrders: [], cart: [], now, school: seededSchoolClock(LA), ...overrides });
}

describe('cart rules', () => {
  describe('adding to the cart', () => {
    it('when nothing is selected, then "No menu items selected"', () => {
      assert.deepEqual(check({ selections: [] }), { ok: false, title: 'No menu items selected' });
    });

    it('when two items are selected for the same day, then "Multiple items for same day"', () => {
      const second = { ...tuesdayPizza, weeklyMenuItemId: 9, menuItem: 'Soup' };
      assert.deepEqual(check({ selections: [tuesdayPizza, second] }), { ok: false, title: 'Multiple items for same day' });
    });

    it('when no child is chosen, then "Child selection required"', () => {
      assert.deepEqual(check({ childName: '' }), { ok: false, title: 'Child selection required' });
      assert.deepEqual(check({ childName: undefined }), { ok: false, title: 'Child selection required' });
    });

    it("when a selected day is past its deadline, then 'Order deadline passed' with the day's message", () => {
      const mondayPasta = { lunchDate: '2026-11-23', weeklyMenuItemId: 3, menuItem: 'Pasta', price: '5.00' };
      assert.deepEqual(check({ selections: [tuesdayPizza, mondayPasta] }), {
        ok: false,
        title: 'Order deadline passed',
        message: 'Order deadline for Monday, November 23 has passed. Orders must be placed before 9:00 PM on Sunday, November 22.',
      });
    });

    it('when the child already has that lunch on order, then it is blocked as "Order Already Exists"', () => {
      const existingOrders = [{ childName: 'ava ', lunchDate: '2026-11-24T00:00:00.000Z', lunchOptions: ['Pizza'] }];
      assert.deepEqual(check({ selections: [tuesdayPizza, wednesdayTacos], existingOrders }), {
        ok: false,
        title: 'Order Already Exists',
        message: 'You have already placed an order for Ava: Pizza. You cannot add duplicate orders.',
      });
    });

    it('when the child has another item on order that day, then it is blocked too: one lunch per child per date', () => {
      const existingOrders = [{ childName: 'Ava', lunchDate: '2026-11-24', lunchOptions: ['Soup'] }];
      assert.deepEqual(check({ existingOrders }), {
        ok: false,
        title: 'Order Already Exists',
        message: 'You have already placed an order for Ava: Soup. You cannot add duplicate orders.',
      });
    });

    it('when another child, another date or a cancelled lunch is on order, then it does not block', () => {
      const existingOrders = [
        { childName: 'Ben', lunchDate: '2026-11-24', lunchOptions: ['Pizza'] },
        { childName: 'Ava', lunchDate: '2026-11-25', lunchOptions: ['Pizza'] },
        { childName: 'Ava', lunchDate: '2026-11-24', lunchOptions: ['Soup'], status: 'cancelled' },
      ];
      assert.deepEqual(check({ existingOrders }), { ok: true, replaces: [] });
    });

    it('when the cart already holds that child on a selected date, then those cart items are to be replaced', () => {
      const samePizza = cartItem({ id: 'same' });
      const otherItemSameDay = cartItem({ id: 'other', lunchOptions: ['Soup'], weeklyMenuItemIds: [9] });
      const otherChild = cartItem({ id: 'ben', childName: 'Ben' });
      const otherDay = cartItem({ id: 'thu', lunchDate: '2026-11-26' });
      const result = check({ cart: [samePizza, otherItemSameDay, otherChild, otherDay] });
      assert.equal(result.ok, true);
      assert.deepEqual(result.ok && result.replaces.map((item) => item.id), ['same', 'other']);
    });
  });

  it('when lunches are built from the form, then there is one cart item per selected day with its price in dollars', () => {
    const items = buildCartItems({ ...details, childId: 12 }, [tuesdayPizza, wednesdayTacos], now, newId);
    assert.equal(items.length, 2);
    assert.deepEqual(
      items.map((item) => [item.lunchDate, item.lunchOptions, item.weeklyMenuItemIds, item.totalAmount, item.childId, item.addedAt]),
      [
        ['2026-11-24', ['Pizza'], [7], 7.5, 12, '2026-11-23T18:00:00.000Z'],
        ['2026-11-25', ['Tacos'], [8], 6.25, 12, '2026-11-23T18:00:00.000Z'],
      ],
    );
    assert.notEqual(items[0]?.id, items[1]?.id);
  });

  it('when new lunches are added, then the same child’s lunch on the same date gives way and the rest stays', () => {
    const old = cartItem({ id: 'old' });
    const ben = cartItem({ id: 'ben', childName: 'Ben' });
    const [fresh] = buildCartItems(details, [{ ...tuesdayPizza, weeklyMenuItemId: 9, menuItem: 'Soup' }], now, () => 'fresh');
    assert.deepEqual(
      addToCart([old, ben], [fresh as CartItem]).map((item) => item.id),
      ['ben', 'fresh'],
    );
  });

  it('when the cart is shown, then lunches are grouped by child, sorted by date, with exact group and grand totals', () => {
    const cart = [
      cartItem({ id: 'a-thu', lunchDate: '2026-11-26', totalAmount: 1.1 }),
      cartItem({ id: 'b-tue', childName: 'Ben', grade: '5', totalAmount: 6.25 }),
      cartItem({ id: 'a-tue', lunchDate: '2026-11-24', totalAmount: 2.2 }),
    ];
    const groups = groupCartByChild(cart);
    assert.deepEqual(
      groups.map((group) => [group.childName, group.grade, group.items.map((item) => item.id), formatCents(group.totalCents)]),
      [
        ['Ava', '3', ['a-tue', 'a-thu'], '$3.30'],
        ['Ben', '5', ['b-tue'], '$6.25'],
      ],
    );
    assert.equal(formatCents(cartTotalCents(cart)), '$9.55');
  });

  it('when checkout starts, then the lunches past their deadline are set apart', () => {
    const monday = cartItem({ id: 'mon', lunchDate: '2026-11-23' });
    const tuesday = cartItem({ id: 'tue', lunchDate: '2026-11-24' });
    const { kept, expired } = splitExpired([monday, tuesday], now, () => seededSchoolClock(LA));
    assert.deepEqual(
      kept.map((item) => item.id),
      ['tue'],
    );
    assert.deepEqual(
      expired.map((item) => item.id),
      ['mon'],
    );
  });

  it('when the saved cart is read back, then broken text gives an empty cart and broken entries are dropped', () => {
    const good = cartItem({ id: 'good' });
    assert.deepEqual(parseStoredCart(null), []);
    assert.deepEqual(parseStoredCart('{not json'), []);
    assert.deepEqual(parseStoredCart('{"id":1}'), []);
    const read = parseStoredCart(JSON.stringify([good, { id: 'broken' }, 42]));
    assert.deepEqual(
      read.map((item) => item.id),
      ['good'],
    );
    assert.deepEqual(read[0], good);
  });

  it('when a saved lunch is read back, then it is read as the schema reads it: trimmed, older amounts and blank notes included', () => {
    const older = { ...validCartItem, childName: ' Ava ', totalAmount: '7.50', teacher: null, notes: undefined, childId: 3 };
    for (const entry of [validCartItem, older]) assert.deepEqual(parseStoredCart(JSON.stringify([entry])), [cartItemSchema.parse(entry)]);
  });

  it('when a saved entry would break the screens, then it is left out and the rest is kept', () => {
    const broken = [
      { ...validCartItem, childName: '  ' },
      { ...validCartItem, lunchOptions: 'Pizza' },
      { ...validCartItem, lunchOptions: [] },
      { ...validCartItem, weeklyMenuItemIds: [7, 8] },
      { ...validCartItem, lunchDate: '2026-11-31' },
      { ...validCartItem, totalAmount: 'free' },
      { ...validCartItem, addedAt: 'yesterday' },
      { ...validCartItem, notes: 42 },
      { ...validCartItem, childId: 'Ava' },
      null,
      'Pizza',
    ];
    const read = parseStoredCart(JSON.stringify([...broken, validCartItem]));
    assert.deepEqual(
      read.map((item) => item.id),
      [validCartItem.id],
    );
  });
});
