import { z } from 'zod';
import { centsToDollars, parseCents } from './money.ts';
import { isIsoDate } from './school-dates.ts';
import { blankAs, requiredText } from './text-fields.ts';

/**
 * The order form, the cart item, the add-to-cart messages and the feedback form of parent-app.md
 * sections 3, 5 and 8, with the spec's exact texts. The cart lives in the browser; the ordering
 * service parses a checkout's cart items with `cartItemSchema` again and trusts nothing else.
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
  return requiredText(message).max(max, `Must be at most ${max} characters`);
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

/** Titles and texts of the add-to-cart checks and toasts (parent-app.md sections 5 and 8). */
export const ADD_TO_CART_MESSAGES = {
  noSelection: 'No menu items selected',
  multipleSameDay: 'Multiple items for same day',
  childRequired: 'Child selection required',
  orderExistsTitle: 'Order Already Exists',
  duplicateItemsTitle: 'Duplicate Items Detected',
  itemsReplacedTitle: 'Items Replaced',
  addedTitle: 'Added to Cart',
} as const;

/** 'You have already placed an order for {child}: {items}. You cannot add duplicate orders.' */
export function orderExistsMessage(childName: string, items: readonly string[]): string {
  return `You have already placed an order for ${childName}: ${items.join(', ')}. You cannot add duplicate orders.`;
}

/** '{n} lunch order(s) added to your cart successfully.' */
export function addedToCartMessage(count: number): string {
  return `${count} lunch order(s) added to your cart successfully.`;
}

// The cart's storage key and event live apart from the schemas, so the header's badge loads without zod.
export { CART_UPDATED_EVENT, cartBadgeLabel, cartStorageKey, GUEST_CART_STORAGE_KEY } from './cart-storage-key.ts';

export const FEEDBACK_CATEGORIES = ['general', 'specific'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Please select a category.',
  ratingRequired: 'Please select a star rating.',
  ratingSteps: 'Rating must be from 0.5 to 5 in steps of 0.5',
  dateRequired: 'Please fill in the date for specific issues.',
  dateFormat: 'Date must be in the form YYYY-MM-DD',
  missingInformationTitle: 'Missing information',
} as const;

/** 0.5, 1, …, 5. */
export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating * 2) && rating >= 0.5 && rating <= 5;
}

/**
 * The 'Submit Feedback' form (parent-app.md section 5). The date is required and kept only for
 * the specific category (null otherwise); subject is sent as empty text; message is optional.
 */
export const feedbackFormSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryRequired }),
    rating: z
      .number({ error: FEEDBACK_MESSAGES.ratingRequired })
      .refine((rating) => rating !== 0, FEEDBACK_MESSAGES.ratingRequired)
      .refine((rating) => rating === 0 || isValidRating(rating), FEEDBACK_MESSAGES.ratingSteps),
    date: z.string().trim().nullish(),
    subject: z.string().trim().max(200, 'Subject must be at most 200 characters').optional().default(''),
    message: z.string().trim().max(5000, 'Message must be at most 5000 characters').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.category !== 'specific') return;
    if (!value.date) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.dateRequired, path: ['date'] });
    else if (!isIsoDate(value.date)) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.dateFormat, path: ['date'] });
  })
  .transform((value) => ({ ...value, date: value.category === 'specific' && value.date ? value.date : null }));
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
