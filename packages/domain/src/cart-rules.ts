import { centsToDollars, sumCents, toCents } from './money.ts';
import { checkOrderDeadline, isPastDeadline, ORDER_DEADLINE_PASSED_TITLE } from './order-rules.ts';
import { sameChildName } from './order-rules.ts';
import { ADD_TO_CART_MESSAGES, cartItemSchema, orderExistsMessage, type CartItem, type OrderDetailsValues } from './order-schemas.ts';
import { toIsoDate } from './school-dates.ts';

/**
 * The browser cart's rules (parent-app.md sections 2, 4 and 5): what may be added, how it is built,
 * grouped and totalled, and how a saved cart is read back. Pure: the clock and ids are passed in.
 */

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
  timeZone: string;
}): AddToCartCheck {
  const { selections, existingOrders, cart, now, timeZone } = input;
  const childName = input.childName?.trim() ?? '';
  if (selections.length === 0) return { ok: false, title: ADD_TO_CART_MESSAGES.noSelection };
  const dates = selections.map((selection) => selection.lunchDate);
  if (new Set(dates).size !== dates.length) return { ok: false, title: ADD_TO_CART_MESSAGES.multipleSameDay };
  if (childName === '') return { ok: false, title: ADD_TO_CART_MESSAGES.childRequired };
  for (const selection of selections) {
    const deadline = checkOrderDeadline(selection.lunchDate, now, timeZone);
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
export function splitExpired(items: readonly CartItem[], now: Date): { kept: CartItem[]; expired: CartItem[] } {
  const kept: CartItem[] = [];
  const expired: CartItem[] = [];
  for (const item of items) (isPastDeadline(item.lunchDate, now) ? expired : kept).push(item);
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
