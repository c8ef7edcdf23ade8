import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { AppError } from '@lunchbox/kit/errors';
import type { Transaction } from '@lunchbox/kit/db';
import { countCheckout } from '@lunchbox/kit/observability/metrics';
import type { EventTransaction } from '@lunchbox/kit/messaging';
import { sumCents } from '@lunchbox/domain/money';
import {
  allocateCredit,
  applyCredit,
  checkOrderDeadline,
  dayOffer,
  findOwnChild,
  oneLunchKey,
  paymentReferenceFrom,
  type SchoolClosure,
} from '@lunchbox/domain/order-rules';
import { type LunchRefusal, lunchRefusal } from '@lunchbox/domain/order-refusals';
import { checkoutItemsSchema, lunchOrderRequestSchema, type LunchOrderRequest } from '@lunchbox/domain/order-schemas';
import { eq } from 'drizzle-orm';
import { menuItemNamed } from '../read-models.ts';
import {
  checkouts,
  lunchOrders,
  ORDER_UNIQUE_CONSTRAINT,
  PAYMENT_REFERENCE_CONSTRAINT,
  type KnownChildRow,
  type LunchOrderRow,
  type NewLunchOrderRow,
} from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { assertNoAllergenConflictAmong, type DishToMatch } from './allergen-check.ts';
import {
  addCreditEntry,
  claimCheckoutLockingDates,
  creditBalanceOf,
  findCheckout,
  insertLunchesUnlessTaken,
  lockCreditOf,
  ordersOfCheckout,
  readForCheckout,
  type CheckoutReads,
  type MenuItemForOrdering,
  type PlacedLunch,
} from './order-repository.ts';

export const CHECKOUT_ID_MESSAGE = 'checkoutId must be a UUID';
export const CHECKOUT_ID_TAKEN_MESSAGE = 'This checkout id was already used by another account';

const checkoutIdSchema = z.uuid({ error: CHECKOUT_ID_MESSAGE });

const checkoutSchema = z.object({
  checkoutId: checkoutIdSchema,
  items: checkoutItemsSchema,
});

/** One lunch as the browser asked for it; only the parent's contact details and notes are taken as sent. */
interface RequestedLunch {
  cartItemId?: string;
  childId?: number | undefined;
  childName: string;
  parentName: string;
  email: string;
  phone: string;
  lunchDate: string;
  menuItemId: number;
  /** The name the browser showed, used only to name an item the menu no longer knows. */
  shownItemName?: string | undefined;
  notes: string;
}

export interface PlacedCheckout {
  checkoutId: string;
  /** What the parent quotes when paying by hand ('LB-7K3Q9'). */
  paymentReference: string;
  orders: LunchOrderRow[];
  totalCents: number;
  /** Account credit the checkout used; the parent pays amountDueCents = totalCents - creditAppliedCents. */
  creditAppliedCents: number;
  amountDueCents: number;
  /** True when this checkout id had been placed before and these are the orders it placed then. */
  replayed: boolean;
}

/**
 * Places all the cart's lunches in one transaction, all or none. A checkout id that was placed
 * before answers the orders it placed then and creates nothing.
 */
export function placeCheckout(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PlacedCheckout> {
  return countCheckout(() => placeCheckoutOnce(deps, caller, input));
}

async function placeCheckoutOnce(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PlacedCheckout> {
  const parent = requireCaller(caller);
  const { checkoutId, items } = checkoutSchema.parse(input);
  const lunches = items.map((item) => ({ ...requestedLunch(item), cartItemId: item.id }));
  return placeLunches(deps, parent, checkoutId, lunches);
}

/** What the rules read of a cart item or a single lunch request: the schemas have checked its shape. */
function requestedLunch(lunch: LunchOrderRequest): RequestedLunch {
  return {
    childId: lunch.childId,
    childName: lunch.childName,
    parentName: lunch.parentName,
    email: lunch.email,
    phone: lunch.phone,
    lunchDate: lunch.lunchDate,
    menuItemId: lunch.weeklyMenuItemIds[0]!,
    shownItemName: lunch.lunchOptions[0],
    notes: lunch.notes,
  };
}

/** One lunch (POST /api/lunch-order), under the same rules; without a checkout id each call is its own checkout. */
export async function placeSingleLunch(deps: OrderingDeps, caller: Caller | null, input: unknown, checkoutId?: string | null): Promise<LunchOrderRow> {
  const parent = requireCaller(caller);
  const lunch = lunchOrderRequestSchema.parse(input);
  const id = checkoutId ? checkoutIdSchema.parse(checkoutId) : crypto.randomUUID();
  const placed = await placeLunches(deps, parent, id, [requestedLunch(lunch)]);
  const [order] = placed.orders;
  if (!order) throw new AppError('INTERNAL_SERVER_ERROR', 'checkout placed no order');
  return order;
}

async function placeLunches(deps: OrderingDeps, parent: Caller, checkoutId: string, lunches: RequestedLunch[]): Promise<PlacedCheckout> {
  const at = now();
  const dates = [...new Set(lunches.map((lunch) => lunch.lunchDate))].sort();
  // Everything that needs no lock is read and judged before the transaction, so that it holds its
  // connection and its locks only for the writes (a rush has hundreds of checkouts a second).
  const { placedBefore, creditCents: creditBeforeCents, ...known } = await readForCheckout(deps.db, { checkoutId, userId: parent.userId, dates });
  // A repeated checkout answers its orders as they were placed, before any rule (allergies, deadlines) judges the cart again.
  if (placedBefore) return replayCheckout(deps, parent, checkoutId);
  let resolved: ResolvedLunch[];
  try {
    await assertNoAllergenConflictAmong(deps.db, known.children, known.menu.map(asDishToMatch), lunches);
    resolved = await resolveLunches(deps, lunches, known, at);
  } catch (error) {
    // The same checkout committed by a concurrent request since the read above: answer its orders too.
    if (error instanceof AppError && (await findCheckout(deps.db, checkoutId))) return replayCheckout(deps, parent, checkoutId);
    throw error;
  }
  const totalCents = sumCents(resolved.map(({ item }) => item.priceCents));
  let paymentReference = '';
  let placed: { orders: LunchOrderRow[]; totalCents: number; creditAppliedCents: number; amountDueCents: number } | null;
  try {
    placed = await withUnusedPaymentReference((reference) => {
      paymentReference = reference;
      const rows = orderRows(parent, checkoutId, reference, resolved, at);
      return deps.transactionWithEvents(async (tx) => {
        if (!(await claimCheckoutLockingDates(tx, { checkoutId, userId: parent.userId, paymentReference: reference, totalCents, dates }))) return null;
        // Under the dates' lock (a new statement sees what committed while it waited): a closure
        // refuses the lunch, or it sees the lunch and cancels it; a lunch placed meanwhile refuses it.
        const { closures, placedLunches, inserted } = await insertInLockOrder(tx, rows);
        assertDaysStillOpen(resolved, closures);
        assertNoLunchYet(resolved, placedLunches);
        // With nothing in the way every lunch went in; a checkout must never commit without its lunches.
        if (inserted.length !== rows.length) throw new Error(`checkout ${checkoutId}: ${inserted.length} of ${rows.length} lunches inserted`);
        // Without credit before the transaction, nothing can be spent twice: credit added meanwhile is simply kept for later.
        const paid = creditBeforeCents > 0 ? await payWithCredit(tx, parent, checkoutId, inserted, at) : unpaid(inserted);
        await tx.recordEvent('order.placed', orderPlacedEvent(checkoutId, reference, parent, paid));
        return paid;
      });
    });
  } catch (error) {
    // Two checkouts racing for the same lunch: the constraint lets one win; the other gets the same answer as the check.
    if (violates(error, ORDER_UNIQUE_CONSTRAINT)) throw refused(lunchRefusal.alreadyOrdered());
    throw error;
  }
  if (placed) {
    deps.log.info(
      { checkoutId, userId: parent.userId, orderIds: placed.orders.map((order) => order.id), creditAppliedCents: placed.creditAppliedCents },
      'checkout placed',
    );
    return { checkoutId, paymentReference, ...placed, replayed: false };
  }
  return replayCheckout(deps, parent, checkoutId);
}

async function replayCheckout(deps: OrderingDeps, parent: Caller, checkoutId: string): Promise<PlacedCheckout> {
  const checkout = await findCheckout(deps.db, checkoutId);
  if (!checkout || checkout.userId !== parent.userId) throw new AppError('CHECKOUT_ID_TAKEN', CHECKOUT_ID_TAKEN_MESSAGE);
  deps.log.info({ checkoutId, userId: parent.userId }, 'checkout repeated; answering its orders');
  return {
    checkoutId,
    paymentReference: checkout.paymentReference ?? '',
    orders: await ordersOfCheckout(deps.db, checkoutId),
    totalCents: checkout.totalCents,
    creditAppliedCents: checkout.creditAppliedCents,
    amountDueCents: checkout.totalCents - checkout.creditAppliedCents,
    replayed: true,
  };
}

/** A checkout without credit: the whole total is due, paid by hand later. */
function unpaid(orders: LunchOrderRow[]) {
  const totalCents = sumCents(orders.map((order) => order.totalCents));
  return { orders, totalCents, creditAppliedCents: 0, amountDueCents: totalCents };
}

/**
 * Checkout uses the parent's credit first (issue 10 section 4): as much of the balance as the
 * total needs, spread over the lunches earliest first and written to the ledger as one use. A cart
 * the credit covers entirely is paid; otherwise the lunches wait for the rest to be paid by hand.
 */
async function payWithCredit(tx: EventTransaction, parent: Caller, checkoutId: string, orders: LunchOrderRow[], at: Date) {
  const totalCents = sumCents(orders.map((order) => order.totalCents));
  await lockCreditOf(tx, parent.userId);
  const { creditAppliedCents, amountDueCents } = applyCredit(await creditBalanceOf(tx, parent.userId), totalCents);
  let paidOrders = orders;
  if (creditAppliedCents > 0) {
    const earliestFirst = [...orders].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.id - b.id);
    const shares = allocateCredit(
      earliestFirst.map((order) => order.totalCents),
      creditAppliedCents,
    );
    const coveredByCredit = amountDueCents === 0;
    const updated = new Map<number, LunchOrderRow>();
    for (const [index, order] of earliestFirst.entries()) {
      const [row] = await tx
        .update(lunchOrders)
        .set({ creditCents: shares[index]!, ...(coveredByCredit ? { paymentStatus: 'paid', isPaid: true } : {}) })
        .where(eq(lunchOrders.id, order.id))
        .returning();
      updated.set(order.id, row!);
    }
    paidOrders = orders.map((order) => updated.get(order.id)!);
    await addCreditEntry(tx, { userId: parent.userId, amountCents: -creditAppliedCents, reason: 'Used at checkout', checkoutId, createdAt: at });
  }
  await tx.update(checkouts).set({ totalCents, creditAppliedCents }).where(eq(checkouts.checkoutId, checkoutId));
  return { orders: paidOrders, totalCents, creditAppliedCents, amountDueCents };
}

/** What the checkout's rules read from this service's read models: the caller's children, the dates' menu and closures. */
type KnownForCheckout = Pick<CheckoutReads, 'children' | 'menu' | 'closures'>;

interface ResolvedLunch {
  lunch: RequestedLunch;
  child: KnownChildRow;
  item: MenuItemForOrdering;
  where: { lunchIndex: number; cartItemId: string | undefined };
}

/**
 * The rules every lunch must pass, checked against this service's own read models: the deadline,
 * the caller's own child, a day that is open and offers the item, and one lunch per child per date
 * in the cart. Prices and the child's school, grade and section come from the read models, never
 * from the browser.
 */
async function resolveLunches(deps: OrderingDeps, lunches: RequestedLunch[], known: KnownForCheckout, at: Date): Promise<ResolvedLunch[]> {
  const resolved: ResolvedLunch[] = [];
  for (const [index, lunch] of lunches.entries()) {
    const where = { lunchIndex: index, cartItemId: lunch.cartItemId };
    if (!checkOrderDeadline(lunch.lunchDate, at, deps.settings.schoolTimeZone).allowed) throw refused(lunchRefusal.deadlinePassed(lunch.lunchDate, deps.settings.schoolTimeZone), where);
    const child = findOwnChild(known.children, lunch);
    if (!child) throw refused(lunchRefusal.childNotYours(lunch.childName), where);
    const offer = dayOffer(known.menu, known.closures, lunch.lunchDate);
    if (offer.kind === 'closed') throw refused(lunchRefusal.dayClosed(lunch.lunchDate, offer.reason), where);
    const item = offer.kind === 'open' ? offer.items.find((offered) => offered.id === lunch.menuItemId) : undefined;
    if (!item) {
      const name = (await menuItemNamed(deps.db, lunch.menuItemId)) ?? lunch.shownItemName;
      throw refused(lunchRefusal.notOnMenu(name, lunch.lunchDate), where);
    }
    resolved.push({ lunch, child, item, where });
  }

  const seen = new Set<string>();
  for (const { lunch, child, item, where } of resolved) {
    const key = oneLunchKey({ childId: child.childId, lunchDate: lunch.lunchDate });
    if (seen.has(key)) throw refused(lunchRefusal.alreadyOrdered(child.name, [item.menuItem]), where);
    seen.add(key);
  }
  return resolved;
}

function assertDaysStillOpen(resolved: ResolvedLunch[], closures: SchoolClosure[]): void {
  for (const { lunch, where } of resolved) {
    const closure = closures.find((candidate) => candidate.date === lunch.lunchDate);
    if (closure) throw refused(lunchRefusal.dayClosed(lunch.lunchDate, closure.reason), where);
  }
}

/** One lunch per child per date: none of the cart's may exist already (the unique constraint settles a race). */
function assertNoLunchYet(resolved: ResolvedLunch[], placedLunches: PlacedLunch[]): void {
  for (const { lunch, child, where } of resolved) {
    const same = placedLunches.find((order) => order.childId === child.childId && order.lunchDate === lunch.lunchDate);
    if (same) throw refused(lunchRefusal.alreadyOrdered(child.name, same.lunchOptions), where);
  }
}

/**
 * Runs `place` with a payment reference drawn at random. The checkout's row keeps references
 * unique; the rare draw that is taken already (one in tens of millions) is drawn again, instead of
 * every checkout asking first.
 */
async function withUnusedPaymentReference<T>(place: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await place(paymentReferenceFrom(crypto.getRandomValues(new Uint8Array(5))));
    } catch (error) {
      if (attempt >= PAYMENT_REFERENCE_DRAWS || !violates(error, PAYMENT_REFERENCE_CONSTRAINT)) throw error;
    }
  }
}

const PAYMENT_REFERENCE_DRAWS = 5;

function asDishToMatch(item: MenuItemForOrdering): DishToMatch {
  return { itemId: item.id, menuItem: item.menuItem, allergens: item.allergens, dietTags: item.dietTags, deleted: false };
}

function orderRows(parent: Caller, checkoutId: string, paymentReference: string, resolved: ResolvedLunch[], at: Date): NewLunchOrderRow[] {
  return resolved.map(({ lunch, child, item }) => ({
    checkoutId,
    paymentReference,
    userId: parent.userId,
    childId: child.childId,
    childName: child.name,
    parentName: lunch.parentName,
    email: lunch.email,
    phone: lunch.phone,
    school: child.school,
    grade: child.grade,
    teacher: child.teacher.trim() === '' ? null : child.teacher,
    lunchDate: lunch.lunchDate,
    weeklyMenuItemId: item.id,
    lunchOptions: [item.menuItem],
    notes: lunch.notes.trim() === '' ? null : lunch.notes,
    totalCents: item.priceCents,
    paymentStatus: 'pending',
    isPaid: false,
    childAllergies: child.allergies,
    createdAt: at,
  }));
}

/**
 * Inserts in one order shared by every checkout (child, date), so two carts holding the same
 * lunches in different orders wait for each other on the unique constraint instead of deadlocking;
 * answers the orders in the cart's order (none when a closure or a lunch already placed was found).
 */
async function insertInLockOrder(tx: Transaction, rows: NewLunchOrderRow[]) {
  const sorted = [...rows].sort((a, b) => a.childId - b.childId || a.lunchDate.localeCompare(b.lunchDate));
  const { inserted, ...found } = await insertLunchesUnlessTaken(tx, sorted);
  if (inserted.length === 0) return { ...found, inserted: [] };
  const byLunch = new Map(inserted.map((order) => [oneLunchKey(order), order]));
  return { ...found, inserted: rows.map((row) => byLunch.get(oneLunchKey(row))!) };
}

function orderPlacedEvent(
  checkoutId: string,
  paymentReference: string,
  parent: Caller,
  { orders, creditAppliedCents, amountDueCents }: { orders: LunchOrderRow[]; creditAppliedCents: number; amountDueCents: number },
) {
  const first = orders[0]!;
  return {
    checkoutId,
    paymentReference,
    creditAppliedCents,
    amountDueCents,
    userId: parent.userId,
    parentName: first.parentName,
    email: first.email,
    orders: orders.map((order) => ({
      orderId: order.id,
      childName: order.childName,
      school: order.school,
      grade: order.grade,
      lunchDate: order.lunchDate,
      lunchOptions: order.lunchOptions,
      totalCents: order.totalCents,
    })),
    totalCents: sumCents(orders.map((order) => order.totalCents)),
  };
}

/** A refused lunch: the domain's refusal (code, message, toast title, values) and which lunch of the cart it is (`cartItemId`, the cart's own id for it). */
function refused(refusal: LunchRefusal, where: { lunchIndex?: number; cartItemId?: string | undefined } = {}): AppError {
  return new AppError(refusal.code, refusal.message, { details: { title: refusal.title, ...where }, values: { ...refusal.values } });
}

/** True when PostgreSQL refused the write for this unique constraint (drizzle wraps the driver's error). */
function violates(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}
