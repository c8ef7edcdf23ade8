import { keyedMessage } from './i18n/message-keys.ts';
import { centsToDollars, parseCents, sumCents, toCents } from './money.ts';
import type { CartItem, OrderDetailsValues } from './order-schemas.ts';
import { checkOrderDeadline, isPastDeadline, ORDER_DEADLINE_PASSED_TITLE, sameChildName } from './order-rules.ts';
import type { SchoolClock } from './school-deadline.ts';
import { isIsoDate, toIsoDate } from './school-dates.ts';

/**
 * The browser cart's rules (parent-app.md sections 3, 4 and 8, with the spec's exact texts): what
 * may be added, how items are built, grouped, totalled and read back from storage. Plain functions
 * without zod, so that the order form and the cart draw their first screen without loading or
 * building the schemas (issue 34); the cart item's shape is order-schemas' `cartItemSchema`, which
 * the ordering service checks every item of a checkout against again. The rules are pure: the clock
 * and ids are passed in.
 */

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

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
/** Trimmed text, or null when it is not text or is blank. */
const filledText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** Optional text that older carts may hold as null or leave out: '' then; null when it is not text. */
const blankAsEmpty = (value: unknown): string | null => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null);

/**
 * One entry of the saved cart as a cart item, or null when it is not one. Storage holds the
 * browser's own copy of items this app built (buildCartItems), so their shape is checked, as
 * `cartItemSchema` reads it (trimmed texts, blank notes, dollar amounts), in a loop a phone does in
 * well under a millisecond for a full cart: building and running the schema was most of the cart's
 * first long task (issue 34). The texts' lengths and the e-mail's and phone's forms are the
 * schema's alone, checked again by the ordering service at checkout; whatever would break a screen
 * (a missing text, a wrong type, a date that is not one) leaves the entry out.
 */
function storedCartItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const item = entry as Record<string, unknown>;
  const texts = {
    id: filledText(item.id),
    childName: filledText(item.childName),
    parentName: filledText(item.parentName),
    email: filledText(item.email),
    phone: filledText(item.phone),
    school: filledText(item.school),
    grade: filledText(item.grade),
    teacher: blankAsEmpty(item.teacher),
    lunchDate: filledText(item.lunchDate),
    notes: blankAsEmpty(item.notes),
  };
  if (Object.values(texts).some((text) => text === null) || !isIsoDate(texts.lunchDate)) return null;
  const { childId, lunchOptions, weeklyMenuItemIds, totalAmount, addedAt } = item;
  if (childId !== undefined && !isId(childId)) return null;
  if (!Array.isArray(lunchOptions) || lunchOptions.length === 0 || lunchOptions.length > 10) return null;
  const options = lunchOptions.map(filledText);
  if (options.some((option) => option === null)) return null;
  if (!Array.isArray(weeklyMenuItemIds) || weeklyMenuItemIds.length !== 1 || !isId(weeklyMenuItemIds[0])) return null;
  const cents = typeof totalAmount === 'number' || typeof totalAmount === 'string' ? parseCents(totalAmount) : null;
  if (cents === null || typeof addedAt !== 'string' || Number.isNaN(Date.parse(addedAt))) return null;
  return {
    ...(texts as { [field in keyof typeof texts]: string }),
    ...(childId === undefined ? {} : { childId }),
    lunchOptions: options as string[],
    weeklyMenuItemIds: [weeklyMenuItemIds[0]],
    totalAmount: centsToDollars(cents),
    addedAt,
  };
}

/** Reads a saved cart back from local storage text, dropping whatever is not a cart item: a bad saved cart never breaks a screen. */
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
    const item = storedCartItem(entry);
    return item ? [item] : [];
  });
}
