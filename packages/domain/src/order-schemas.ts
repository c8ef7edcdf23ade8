import { keyedMessage } from './i18n/message-keys.ts';
import { z } from 'zod';
import { centsToDollars, parseCents, sumCents, toCents } from './money.ts';
import { checkOrderDeadline, isPastDeadline, ORDER_DEADLINE_PASSED_TITLE, sameChildName } from './order-rules.ts';
import type { SchoolClock } from './school-deadline.ts';
import { isIsoDate, toIsoDate } from './school-dates.ts';
import { blankAs, requiredText } from './text-fields.ts';

/**
 * The order as the parent builds it (parent-app.md sections 2 to 5 and 8, with the spec's exact
 * texts): the order form, the cart item and the browser cart's rules (what may be added, how items
 * are built, grouped, totalled and read back from storage). The cart lives in
 * the browser; the ordering service parses a checkout's cart items with `cartItemSchema` again and
 * trusts nothing else. The cart's rules are pure: the clock and ids are passed in.
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
  const english = `You have already placed an order for ${childName}: ${items.join(', ')}. You cannot add duplicate orders.`;
  return keyedMessage('orderExistsForChild', { child: childName, items: items.join(', ') }, english);
}

/** '{n} lunch order(s) added to your cart successfully.' */
export function addedToCartMessage(count: number): string {
  return `${count} lunch order(s) added to your cart successfully.`;
}

// The browser cart's rules: what may be added, how items are built, grouped, totalled and read back.

/** One picked day in the menu picker: the item the picker showed for that date. */
export interface LunchSelection {
  lunchDate: string;
  weeklyMenuItemId: number;
  menuItem: string;
  /** Decimal text, '7.50'. */
  price: string;
}

/** What the duplicate check needs of an order the parent already placed (GET /api/my-lunch-orders). */
export interface PlacedOrderFacts {
  childName: string;
  /** 'YYYY-MM-DD' or a date-time text. */
  lunchDate: string;
  lunchOptions: readonly string[];
  /** 'active' or 'cancelled'; a cancelled lunch leaves the day free again. Absent means active. */
  status?: string;
}

export type AddToCartCheck =
  /** Blocked: show a toast with this title (and message when there is one). */
  | { ok: false; title: string; message?: string }
  /** Allowed. When `replaces` is not empty, ask 'Duplicate Items Detected' first; those cart items give way. */
  | { ok: true; replaces: CartItem[] };

/**
 * True when the order is the child's active lunch on that date, whatever its item: one lunch per
 * child per date (order-rules `oneLunchKey`; the cart knows the child by name).
 */
export function holdsLunchOn(order: PlacedOrderFacts, childName: string, lunchDate: string): boolean {
  return (order.status ?? 'active') !== 'cancelled' && sameChildName(order.childName, childName) && toIsoDate(order.lunchDate) === lunchDate;
}

/**
 * The add-to-cart checks in the spec's order: something selected, one item per day, a child
 * chosen, no date past its deadline, no date the child already has a lunch on (any item: issue 10). Cart items of the
 * same child on a selected date (the same item or another) are returned to be replaced.
 */
export function checkAddToCart(input: {
  selections: readonly LunchSelection[];
  childName: string | null | undefined;
  existingOrders: readonly PlacedOrderFacts[];
  cart: readonly CartItem[];
  now: Date;
  /** The chosen child's school: its cut-off decides. */
  school: SchoolClock;
}): AddToCartCheck {
  const { selections, existingOrders, cart, now, school } = input;
  const childName = input.childName?.trim() ?? '';
  if (selections.length === 0) return { ok: false, title: ADD_TO_CART_MESSAGES.noSelection };
  const dates = selections.map((selection) => selection.lunchDate);
  if (new Set(dates).size !== dates.length) return { ok: false, title: ADD_TO_CART_MESSAGES.multipleSameDay };
  if (childName === '') return { ok: false, title: ADD_TO_CART_MESSAGES.childRequired };
  for (const selection of selections) {
    const deadline = checkOrderDeadline(selection.lunchDate, now, school);
    if (!deadline.allowed) return { ok: false, title: ORDER_DEADLINE_PASSED_TITLE, message: deadline.message };
  }
  const alreadyOrdered = existingOrders.filter((order) => selections.some((selection) => holdsLunchOn(order, childName, selection.lunchDate)));
  if (alreadyOrdered.length > 0) {
    return {
      ok: false,
      title: ADD_TO_CART_MESSAGES.orderExistsTitle,
      message: orderExistsMessage(
        childName,
        alreadyOrdered.flatMap((order) => order.lunchOptions),
      ),
    };
  }
  const selectedDates = new Set(dates);
  return { ok: true, replaces: cart.filter((item) => sameChildName(item.childName, childName) && selectedDates.has(item.lunchDate)) };
}

/** One cart item per selected day's item, carrying the form's details (parent-app.md section 4). */
export function buildCartItems(
  details: OrderDetailsValues & { childId?: number | undefined },
  selections: readonly LunchSelection[],
  now: Date,
  newId: () => string,
): CartItem[] {
  return selections.map((selection) => ({
    id: newId(),
    ...(details.childId === undefined ? {} : { childId: details.childId }),
    childName: details.childName,
    parentName: details.parentName,
    email: details.email,
    phone: details.phone,
    school: details.school,
    grade: details.grade,
    teacher: details.teacher ?? '',
    lunchDate: selection.lunchDate,
    lunchOptions: [selection.menuItem],
    weeklyMenuItemIds: [selection.weeklyMenuItemId],
    totalAmount: centsToDollars(toCents(selection.price)),
    notes: details.notes ?? '',
    addedAt: now.toISOString(),
  }));
}

/** The cart after adding: the same child's items on the new items' dates give way to the new ones. */
export function addToCart(cart: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  const kept = cart.filter((item) => !added.some((newItem) => sameChildName(newItem.childName, item.childName) && newItem.lunchDate === item.lunchDate));
  return [...kept, ...added];
}

/** A cart item's amount in cents. */
export function cartItemCents(item: Pick<CartItem, 'totalAmount'>): number {
  return toCents(item.totalAmount);
}

/** The grand total of the cart in cents. */
export function cartTotalCents(items: readonly Pick<CartItem, 'totalAmount'>[]): number {
  return sumCents(items.map(cartItemCents));
}

export interface CartGroup {
  childName: string;
  school: string;
  grade: string;
  /** Sorted by lunch date, earliest first. */
  items: CartItem[];
  totalCents: number;
}

/** The cart screen's groups: one per child name, in the order the children first appear. */
export function groupCartByChild(items: readonly CartItem[]): CartGroup[] {
  const groups: CartGroup[] = [];
  for (const item of items) {
    const group = groups.find((candidate) => sameChildName(candidate.childName, item.childName));
    if (group) group.items.push(item);
    else groups.push({ childName: item.childName, school: item.school, grade: item.grade, items: [item], totalCents: 0 });
  }
  for (const group of groups) {
    group.items.sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.addedAt.localeCompare(b.addedAt));
    group.totalCents = cartTotalCents(group.items);
  }
  return groups;
}

/** Splits the cart into what can still be ordered and what is past its deadline (removed at checkout). */
export function splitExpired(items: readonly CartItem[], now: Date, schoolOf: (item: CartItem) => SchoolClock): { kept: CartItem[]; expired: CartItem[] } {
  const kept: CartItem[] = [];
  const expired: CartItem[] = [];
  for (const item of items) (isPastDeadline(item.lunchDate, now, schoolOf(item)) ? expired : kept).push(item);
  return { kept, expired };
}

/** Reads a saved cart back from local storage text, dropping whatever does not parse as a cart item. */
export function parseStoredCart(text: string | null | undefined): CartItem[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

// The cart's storage key and event live apart from the schemas, so the header's badge loads without zod.
export { CART_UPDATED_EVENT, cartBadgeLabel, cartStorageKey, GUEST_CART_STORAGE_KEY } from './cart-storage-key.ts';
