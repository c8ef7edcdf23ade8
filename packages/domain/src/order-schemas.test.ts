import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { z } from 'zod';
import { cartItemSchema, checkoutItemsSchema, lunchOrderRequestSchema, orderDetailsSchema, orderFormSchema, type CartItem } from './order-schemas.ts';
import { ADD_TO_CART_MESSAGES, addedToCartMessage, addToCart, buildCartItems, cartTotalCents, checkAddToCart, groupCartByChild, orderExistsMessage, parseStoredCart, splitExpired, type LunchSelection } from './order-cart.ts';
import { CART_UPDATED_EVENT, cartBadgeLabel, cartStorageKey } from './cart-storage-key.ts';
import { formatCents } from './money.ts';
import { seededSchoolClock } from './school-deadline.ts';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const validOrder = {
  parentName: 'Dana Parent',
  email: 'dana@example.com',
  phone: '555-123-4567',
  childName: 'Ava',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Ms. Rivera',
  lunchDate: '2026-11-24',
  lunchOptions: ['Pizza'],
  notes: '',
};

const validCartItem = {
  id: 'c1',
  childName: 'Ava',
  parentName: 'Dana Parent',
  email: 'dana@example.com',
  phone: '555-123-4567',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Ms. Rivera',
  lunchDate: '2026-11-24',
  lunchOptions: ['Pizza'],
  weeklyMenuItemIds: [7],
  totalAmount: 7.5,
  notes: 'No onions',
  addedAt: '2026-11-20T18:00:00.000Z',
};

describe('order schemas', () => {
  describe('the order form', () => {
    it('when every field is empty, then the spec messages show', () => {
      const blank = { parentName: '', email: '', phone: '', childName: '', school: '', grade: '', lunchDate: '', lunchOptions: [] };
      assert.deepEqual(messages(orderFormSchema.safeParse(blank)), {
        parentName: 'Parent/Guardian name is required',
        email: 'Email address is required',
        phone: 'Phone number must have at least 8 digits',
        childName: 'Child name is required',
        school: 'School is required',
        grade: 'Grade is required',
        lunchDate: 'Lunch date is required',
        lunchOptions: 'At least one lunch option must be selected',
      });
    });

    it('when the e-mail is not an address, then the message shows an example', () => {
      assert.deepEqual(messages(orderFormSchema.safeParse({ ...validOrder, email: 'dana@' })), {
        email: 'Please enter a valid email address (e.g., name@example.com)',
      });
    });

    it('when the phone has fewer than 8 digits, then it is refused even with dashes; 8 digits pass', () => {
      assert.deepEqual(messages(orderFormSchema.safeParse({ ...validOrder, phone: '555-1234' })), {
        phone: 'Phone number must have at least 8 digits',
      });
      assert.equal(orderFormSchema.safeParse({ ...validOrder, phone: '5551-2345' }).success, true);
    });

    it('when teacher, notes and total are left out, then the form is valid', () => {
      const { teacher: _teacher, notes: _notes, ...required } = validOrder;
      assert.equal(orderFormSchema.safeParse(required).success, true);
    });

    it('when step 1 is checked alone, then the lunch date and options are not asked for', () => {
      const { lunchDate: _date, lunchOptions: _options, ...details } = validOrder;
      assert.equal(orderDetailsSchema.safeParse(details).success, true);
    });
  });

  describe('the cart item', () => {
    it('when a saved cart item is read, then it parses with its fields as saved', () => {
      assert.deepEqual(cartItemSchema.parse(validCartItem), validCartItem);
      assert.equal(cartItemSchema.parse({ ...validCartItem, childId: 3 }).childId, 3);
    });

    it('when a cart item names no menu item or two, then it is refused', () => {
      assert.deepEqual(messages(cartItemSchema.safeParse({ ...validCartItem, weeklyMenuItemIds: [] })), {
        weeklyMenuItemIds: 'Each lunch must name exactly one menu item',
      });
      assert.deepEqual(messages(cartItemSchema.safeParse({ ...validCartItem, weeklyMenuItemIds: [1, 2] })), {
        weeklyMenuItemIds: 'Each lunch must name exactly one menu item',
      });
    });

    it('when a cart item has a bad date, amount, time or no options, then each is refused with its message', () => {
      assert.deepEqual(
        messages(cartItemSchema.safeParse({ ...validCartItem, lunchDate: '2026-11-31', totalAmount: 7.555, addedAt: 'yesterday', lunchOptions: [] })),
        {
          lunchDate: 'Lunch date must be a date in the form YYYY-MM-DD',
          totalAmount: 'Total amount must be a dollar amount with at most 2 decimals',
          addedAt: 'Added-at must be an ISO date-time',
          lunchOptions: 'At least one lunch option must be selected',
        },
      );
    });

    it('when an older client sends the amount as text and teacher or notes as null, then the item still parses', () => {
      const parsed = cartItemSchema.parse({ ...validCartItem, totalAmount: '7.50', teacher: null, notes: null });
      assert.equal(parsed.totalAmount, 7.5);
      assert.equal(parsed.teacher, '');
      assert.equal(parsed.notes, '');
    });

    it('when one lunch is posted on its own, then no cart id or added-at time is needed', () => {
      const { id: _id, addedAt: _addedAt, ...lunch } = validCartItem;
      assert.deepEqual(lunchOrderRequestSchema.parse(lunch), lunch);
      assert.deepEqual(messages(lunchOrderRequestSchema.safeParse({ ...lunch, childName: '' })), { childName: 'Child name is required' });
    });

    it('when a checkout holds no lunches, then it is refused with the empty-cart text', () => {
      assert.deepEqual(messages(checkoutItemsSchema.safeParse([])), { '': 'Please add items to cart before checkout.' });
      assert.equal(checkoutItemsSchema.safeParse([validCartItem]).success, true);
    });
  });

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

  describe('cart storage', () => {
    it("when a user is signed in, then the cart is kept under 'cart_<id>', otherwise under 'cart_guest'", () => {
      assert.equal(cartStorageKey(42), 'cart_42');
      assert.equal(cartStorageKey('42'), 'cart_42');
      assert.equal(cartStorageKey(null), 'cart_guest');
      assert.equal(cartStorageKey(undefined), 'cart_guest');
      assert.equal(CART_UPDATED_EVENT, 'cart-updated');
    });

    it('when the cart holds more than 99 entries, then the badge reads 99+', () => {
      assert.equal(cartBadgeLabel(0), '0');
      assert.equal(cartBadgeLabel(99), '99');
      assert.equal(cartBadgeLabel(100), '99+');
    });
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
});
