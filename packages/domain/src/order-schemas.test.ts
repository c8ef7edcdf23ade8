import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { z } from 'zod';
import { cartItemSchema, checkoutItemsSchema, lunchOrderRequestSchema, orderDetailsSchema, orderFormSchema } from './order-schemas.ts';
import { validCartItem, validOrder } from './order-test-fixtures.ts';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

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
});
