import { keyedMessage } from './i18n/message-keys.ts';
import { z } from 'zod';
import { centsToDollars, parseCents } from './money.ts';
import { isIsoDate } from './school-dates.ts';
import { blankAs, requiredText } from './text-fields.ts';

/**
 * The order's schemas (parent-app.md sections 3, 5 and 7, with the spec's exact texts): the order
 * form, the cart item, the single-lunch request and the checkout's items. The ordering service
 * parses a checkout's cart items with `checkoutItemsSchema` and trusts nothing else; the browser
 * validates the order form with them. The cart's plain rules (what may be added, how items are
 * built, grouped, totalled and read back from storage) are in order-cart.ts, which loads without
 * zod: the order form and the cart draw their first screen without building these (issue 34).
 */

export const ORDER_MESSAGES = {
  parentNameRequired: 'Parent/Guardian name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address (e.g., name@example.com)',
  phoneTooShort: 'Phone number must have at least 8 digits',
  childNameRequired: 'Child name is required',
  schoolRequired: 'School is required',
  gradeRequired: 'Grade is required',
  lunchDateRequired: 'Lunch date is required',
  lunchDateFormat: 'Lunch date must be a date in the form YYYY-MM-DD',
  lunchOptionsRequired: 'At least one lunch option must be selected',
  oneMenuItem: 'Each lunch must name exactly one menu item',
  totalAmount: 'Total amount must be a dollar amount with at most 2 decimals',
  addedAt: 'Added-at must be an ISO date-time',
  cartItemId: 'Cart item id is required',
  emptyCheckout: 'Please add items to cart before checkout.',
  tooManyLunches: 'A checkout can hold at most 200 lunches',
} as const;

export const MAX_CHECKOUT_LUNCHES = 200;
export const MIN_ORDER_PHONE_DIGITS = 8;

/** The e-mail in the "(e.g., …)" hint of the invalid-e-mail message. */
export const EXAMPLE_EMAIL = 'name@example.com';

function orderText(message: string, max: number) {
  return requiredText(message).max(max, keyedMessage('fieldTooLong', { max }, `Must be at most ${max} characters`));
}

/** The phone counts digits, so '555-1234' (7 digits) is refused as the message says. */
function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

const orderFields = {
  parentName: orderText(ORDER_MESSAGES.parentNameRequired, 100),
  email: orderText(ORDER_MESSAGES.emailRequired, 254).pipe(z.email(ORDER_MESSAGES.emailInvalid)),
  phone: z
    .string({ error: ORDER_MESSAGES.phoneTooShort })
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .refine((phone) => countDigits(phone) >= MIN_ORDER_PHONE_DIGITS, ORDER_MESSAGES.phoneTooShort),
  childName: orderText(ORDER_MESSAGES.childNameRequired, 100),
  school: orderText(ORDER_MESSAGES.schoolRequired, 100),
  grade: orderText(ORDER_MESSAGES.gradeRequired, 10),
  teacher: z.string().trim().max(100, 'Section/Cohort must be at most 100 characters'),
  lunchDate: orderText(ORDER_MESSAGES.lunchDateRequired, 10).refine(isIsoDate, ORDER_MESSAGES.lunchDateFormat),
  lunchOptions: z
    .array(z.string().trim().min(1, ORDER_MESSAGES.lunchOptionsRequired).max(200), { error: ORDER_MESSAGES.lunchOptionsRequired })
    .min(1, ORDER_MESSAGES.lunchOptionsRequired)
    .max(10, 'At most 10 lunch options'),
  notes: z.string().trim().max(500, 'Special instructions must be at most 500 characters'),
  /** Dollars as a number (7.5); decimal text ('7.50') from older clients is read as the same number. */
  totalAmount: z.union([z.number(), z.string()], { error: ORDER_MESSAGES.totalAmount }).transform((amount, ctx) => {
    const cents = parseCents(amount);
    if (cents === null) {
      ctx.issues.push({ code: 'custom', message: ORDER_MESSAGES.totalAmount, input: amount });
      return z.NEVER;
    }
    return centsToDollars(cents);
  }),
};

/** The my-orders 'order' form (parent-app.md section 5). */
export const orderFormSchema = z.object({
  parentName: orderFields.parentName,
  email: orderFields.email,
  phone: orderFields.phone,
  childName: orderFields.childName,
  school: orderFields.school,
  grade: orderFields.grade,
  teacher: orderFields.teacher.optional(),
  lunchDate: orderFields.lunchDate,
  lunchOptions: orderFields.lunchOptions,
  notes: orderFields.notes.optional(),
  totalAmount: orderFields.totalAmount.optional(),
});
export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderFormValues = z.output<typeof orderFormSchema>;

/** The step-1 details alone (everything but the lunch date and options, which come from the picker). */
export const orderDetailsSchema = orderFormSchema.omit({ lunchDate: true, lunchOptions: true, totalAmount: true });
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;
export type OrderDetailsValues = z.output<typeof orderDetailsSchema>;

/**
 * One lunch in the cart (parent-app.md section 3): one menu item for one child on one date.
 * `childId` is an addition to the spec's fields: the child profile's id, so the service need not
 * find the child by name; optional, so carts saved without it still parse.
 */
export const cartItemSchema = z.object({
  id: z.string({ error: ORDER_MESSAGES.cartItemId }).trim().min(1, ORDER_MESSAGES.cartItemId).max(100),
  childId: z.number().int().positive().optional(),
  childName: orderFields.childName,
  parentName: orderFields.parentName,
  email: orderFields.email,
  phone: orderFields.phone,
  school: orderFields.school,
  grade: orderFields.grade,
  teacher: blankAs(orderFields.teacher, ''),
  lunchDate: orderFields.lunchDate,
  lunchOptions: orderFields.lunchOptions,
  weeklyMenuItemIds: z.array(z.number().int().positive(), { error: ORDER_MESSAGES.oneMenuItem }).length(1, ORDER_MESSAGES.oneMenuItem),
  /** Dollars (7.5); shown in the cart only, the service prices from its own menu. */
  totalAmount: orderFields.totalAmount,
  notes: blankAs(orderFields.notes, ''),
  addedAt: z.iso.datetime({ offset: true, error: ORDER_MESSAGES.addedAt }),
});
export type CartItemInput = z.input<typeof cartItemSchema>;
export type CartItem = z.output<typeof cartItemSchema>;

/**
 * One lunch as `POST /api/lunch-order` receives it (parent-app.md section 7): a cart item without
 * the browser's id and addedAt.
 */
export const lunchOrderRequestSchema = cartItemSchema.omit({ id: true, addedAt: true });
export type LunchOrderRequestInput = z.input<typeof lunchOrderRequestSchema>;
export type LunchOrderRequest = z.output<typeof lunchOrderRequestSchema>;

/** The cart items of one checkout, as the ordering service receives them. */
export const checkoutItemsSchema = z
  .array(cartItemSchema, { error: ORDER_MESSAGES.emptyCheckout })
  .min(1, ORDER_MESSAGES.emptyCheckout)
  .max(MAX_CHECKOUT_LUNCHES, ORDER_MESSAGES.tooManyLunches);
