import type { Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { isUniqueViolation, type Transaction } from '@lunchbox/kit/db/database';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { sumCents } from '@lunchbox/domain/money';
import { allocateCredit, applyCredit } from '@lunchbox/domain/account-credit';
import { oneLunchKey } from '@lunchbox/domain/order-rules';
import { paymentReferenceFrom } from '@lunchbox/domain/payment-rules';
import { CHECKOUT_ID_CONSTRAINT, ORDER_UNIQUE_CONSTRAINT, PAYMENT_REFERENCE_CONSTRAINT, type LunchOrderRow, type NewLunchOrderRow } from '../db/schema.ts';
import { addCreditEntry, creditBalanceOf, lockCreditOf } from '../credit/credit-repository.ts';
import { alertIfBalanceLow } from '../credit/low-balance-alert.ts';
import { orderPlacedEvent, type StandingNote } from '../events/order-placed-event.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import {
  claimCheckoutLockingDates,
  claimCheckoutStatement,
  findCheckout,
  insertLunchesStatement,
  insertLunchesUnlessTaken,
  lunchesInsertedOf,
  ordersOfCheckout,
  setCheckoutTotals,
  setLunchCredit,
  type LunchesInserted,
} from './order-repository.ts';
import { readForCheckout, type CheckoutReads } from './checkout-reads.ts';
import { assertDaysStillOpen, assertNoLunchYet, lunchTakenMeanwhile, validateCart, type RequestedLunch, type ResolvedLunch } from './validate-cart.ts';
import { groupBySchoolRule, type SchoolsAtClock } from '@lunchbox/domain/school-deadline';
import type { SchoolClock } from '@lunchbox/domain/school-deadline';
import { schoolClocksOf } from '../read-models/schools.ts';

export const CHECKOUT_ID_TAKEN_MESSAGE = 'This checkout id was already used by another account';

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

/** The lunches of a checkout and what paying for them took. */
interface PaidLunches<Order = LunchOrderRow> {
  orders: Order[];
  totalCents: number;
  creditAppliedCents: number;
  amountDueCents: number;
}

/**
 * The checkout's story: read what it needs, validate the cart, then in one transaction reserve the
 * lunches, apply the parent's credit and record the order placed. A checkout id placed before (or
 * by a concurrent request meanwhile) answers the orders it placed then, here and only here.
 */
export async function placeLunches(
  deps: OrderingDeps,
  parent: Caller,
  checkoutId: string,
  lunches: RequestedLunch[],
  options: { standing?: StandingNote } = {},
): Promise<PlacedCheckout> {
  const at = now();
  const dates = [...new Set(lunches.map((lunch) => lunch.lunchDate))].sort();
  // Everything that needs no lock is read and judged before the transaction, so that it holds its
  // connection and its locks only for the writes (a rush has hundreds of checkouts a second).
  const reads = await readForCheckout(deps.db, { checkoutId, userId: parent.userId, dates, lunches: lunches.length });
  // A repeated checkout answers its orders as they were placed, before any rule (allergies, deadlines) judges the cart again.
  const resolved = reads.placedBefore ? null : await validateUnlessPlacedMeanwhile(deps, checkoutId, lunches, reads, at);
  const placed = resolved
    ? await placeInOneTransaction(deps, parent, {
        checkoutId,
        dates,
        resolved,
        orderIds: reads.orderIds,
        creditBeforeCents: reads.creditCents,
        at,
        standing: options.standing,
        deadlines: deadlinesOf(resolved, schoolClocksOf(reads.schools, deps.settings.schoolTimeZone)),
      })
    : null;
  if (!placed) return replayCheckout(deps, parent, checkoutId);
  deps.log.info(
    { checkoutId, userId: parent.userId, orderIds: placed.orders.map((order) => order.id), creditAppliedCents: placed.creditAppliedCents },
    'checkout placed',
  );
  return { checkoutId, ...placed, replayed: false };
}

/** The cart's lunches as the rules resolve them; null when the rules refused a checkout that a concurrent request has placed since the reads. */
async function validateUnlessPlacedMeanwhile(
  deps: OrderingDeps,
  checkoutId: string,
  lunches: RequestedLunch[],
  reads: CheckoutReads,
  at: Date,
): Promise<ResolvedLunch[] | null> {
  try {
    return await validateCart(deps, lunches, reads, at);
  } catch (error) {
    if (error instanceof AppError && (await findCheckout(deps.db, checkoutId))) return null;
    throw error;
  }
}

interface NewCheckout {
  checkoutId: string;
  dates: string[];
  resolved: ResolvedLunch[];
  /** The ids drawn for the new lunches with the reads. */
  orderIds: number[];
  /** The balance read before the transaction: without credit then, none is spent (credit added meanwhile is kept for later). */
  creditBeforeCents: number;
  at: Date;
  /** A standing order's checkout: its week and the days it left out, for order.placed. */
  standing: StandingNote | undefined;
  /** The cut-offs of the lunches' schools, for the confirmation (order.placed `deadlines`). */
  deadlines: SchoolsAtClock[];
}

/** Reserve the lunches, apply credit, record the order placed; null when the checkout id was claimed first by another request. */
async function placeInOneTransaction(deps: OrderingDeps, parent: Caller, checkout: NewCheckout): Promise<(PaidLunches & { paymentReference: string }) | null> {
  const { checkoutId, dates, resolved, orderIds, creditBeforeCents, at, standing, deadlines } = checkout;
  const totalCents = sumCents(resolved.map(({ item }) => item.priceCents));
  try {
    return await withUnusedPaymentReference(async (paymentReference) => {
      const claim = { checkoutId, userId: parent.userId, paymentReference, totalCents, dates };
      const rows = orderRows(parent, checkoutId, paymentReference, resolved, at, orderIds);
      if (creditBeforeCents === 0) {
        // Without credit everything order.placed says is known before the lunches go in (their ids
        // were drawn with the reads): the claim, then the lunches with the event, go as one message
        // and one transaction; a refusal found by the lunches' statement takes the claim back.
        const event = orderPlacedEvent(checkoutId, paymentReference, parent, unpaid(rows), standing, deadlines);
        const [, inserted] = await deps.runWithEvent('order.placed', event, (eventRow) => [
          claimCheckoutStatement(claim),
          insertLunchesStatement([...rows].sort(byChildThenDate), eventRow),
        ]);
        return { paymentReference, ...unpaid(inOrderOfCart(resolved, rows, lunchesInsertedOf(inserted!, rows))) };
      }
      return deps.transactionWithEvents(async (tx) => {
        await claimCheckoutLockingDates(tx, claim);
        const paid = await applyAccountCredit(
          deps,
          tx,
          parent,
          checkoutId,
          inOrderOfCart(resolved, rows, await insertLunchesUnlessTaken(tx, [...rows].sort(byChildThenDate))),
          at,
        );
        await tx.recordEvent('order.placed', orderPlacedEvent(checkoutId, paymentReference, parent, paid, standing, deadlines));
        return { paymentReference, ...paid };
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, CHECKOUT_ID_CONSTRAINT)) return null;
    if (isUniqueViolation(error, ORDER_UNIQUE_CONSTRAINT)) throw lunchTakenMeanwhile();
    throw error;
  }
}

/**
 * What the lunches' statement found, judged: a closure refuses the lunch (under the dates' lock, a
 * new statement sees what committed while it waited, or the closure sees the lunch and cancels it);
 * a lunch placed meanwhile refuses it. The statement inserts in one order shared by every checkout
 * (child, date), so two carts holding the same lunches in different orders wait for each other on
 * the unique constraint instead of deadlocking; this answers the orders in the cart's order.
 */
function inOrderOfCart(resolved: ResolvedLunch[], rows: NewLunchOrderRow[], { closures, placedLunches, inserted }: LunchesInserted): LunchOrderRow[] {
  assertDaysStillOpen(resolved, closures);
  assertNoLunchYet(resolved, placedLunches);
  // With nothing in the way every lunch went in (the statement inserts all of them or none).
  if (inserted.length !== rows.length) throw new Error(`checkout ${rows[0]?.checkoutId}: ${inserted.length} of ${rows.length} lunches inserted`);
  const byLunch = new Map(inserted.map((order) => [oneLunchKey(order), order]));
  return rows.map((row) => byLunch.get(oneLunchKey(row))!);
}

const byChildThenDate = (a: NewLunchOrderRow, b: NewLunchOrderRow) => a.childId - b.childId || a.lunchDate.localeCompare(b.lunchDate);

/** A checkout without credit: the whole total is due, paid by hand later. */
function unpaid<Order extends Pick<LunchOrderRow, 'totalCents'>>(orders: Order[]): PaidLunches<Order> {
  const totalCents = sumCents(orders.map((order) => order.totalCents));
  return { orders, totalCents, creditAppliedCents: 0, amountDueCents: totalCents };
}

/**
 * Checkout uses the parent's credit first (issue 10 section 4): as much of the balance as the
 * total needs, spread over the lunches earliest first and written to the ledger as one use. A cart
 * the credit covers entirely is paid; otherwise the lunches wait for the rest to be paid by hand.
 */
async function applyAccountCredit(
  deps: OrderingDeps,
  tx: EventTransaction,
  parent: Caller,
  checkoutId: string,
  orders: LunchOrderRow[],
  at: Date,
): Promise<PaidLunches> {
  const totalCents = sumCents(orders.map((order) => order.totalCents));
  await lockCreditOf(tx, parent.userId);
  const { creditAppliedCents, amountDueCents } = applyCredit(await creditBalanceOf(tx, parent.userId), totalCents);
  const paidOrders = creditAppliedCents > 0 ? await spreadCredit(tx, orders, creditAppliedCents, amountDueCents === 0) : orders;
  if (creditAppliedCents > 0) {
    await addCreditEntry(tx, { userId: parent.userId, amountCents: -creditAppliedCents, reason: 'Used at checkout', checkoutId, createdAt: at });
    // Still under the credit lock: the balance just went down, so the low-balance e-mail may be due.
    const { parentName, email } = orders[0]!;
    await alertIfBalanceLow(tx, { userId: parent.userId, parentName, email }, deps.settings.calendarSecret);
  }
  await setCheckoutTotals(tx, checkoutId, { totalCents, creditAppliedCents });
  return { orders: paidOrders, totalCents, creditAppliedCents, amountDueCents };
}

/** Each lunch's share of the credit, earliest lunch first; answers the lunches in their own order. */
async function spreadCredit(tx: Transaction, orders: LunchOrderRow[], creditAppliedCents: number, coveredByCredit: boolean): Promise<LunchOrderRow[]> {
  const earliestFirst = [...orders].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.id - b.id);
  const shares = allocateCredit(
    earliestFirst.map((order) => order.totalCents),
    creditAppliedCents,
  );
  const updated = new Map<number, LunchOrderRow>();
  for (const [index, order] of earliestFirst.entries()) updated.set(order.id, await setLunchCredit(tx, order.id, shares[index]!, coveredByCredit));
  return orders.map((order) => updated.get(order.id)!);
}

/** The checkout placed before under this id, as it was placed; another account's id is refused. */
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
      if (attempt >= PAYMENT_REFERENCE_DRAWS || !isUniqueViolation(error, PAYMENT_REFERENCE_CONSTRAINT)) throw error;
    }
  }
}

const PAYMENT_REFERENCE_DRAWS = 5;

/** The checkout's new lunches in the cart's order, the drawn ids given in insert order (child, date) as the sequence gave them before. */
function orderRows(parent: Caller, checkoutId: string, paymentReference: string, resolved: ResolvedLunch[], at: Date, ids: number[]): NewOrder[] {
  const rows = resolved.map(({ lunch, child, item }) => ({
    id: 0,
    checkoutId,
    paymentReference,
    userId: parent.userId,
    childId: child.childId,
    childName: child.name,
    parentName: lunch.parentName,
    email: lunch.email,
    phone: lunch.phone,
    school: child.school,
    schoolId: child.schoolId,
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
    childConfirmedDiets: child.confirmedDiets,
    createdAt: at,
  }));
  if (ids.length !== rows.length) throw new Error(`checkout ${checkoutId}: ${ids.length} ids drawn for ${rows.length} lunches`);
  const ascending = [...ids].sort((a, b) => a - b);
  for (const [index, row] of [...rows].sort(byChildThenDate).entries()) row.id = ascending[index]!;
  return rows;
}

/** A new lunch with its id drawn: everything order.placed says of it is known before it is inserted. */
type NewOrder = NewLunchOrderRow & { id: number };

/** The cut-offs of a checkout's lunches' schools, each with its schools: what the confirmation states. */
function deadlinesOf(resolved: readonly ResolvedLunch[], schoolOf: (schoolId: number | null | undefined) => SchoolClock): SchoolsAtClock[] {
  return groupBySchoolRule(resolved.map(({ child }) => ({ school: child.school, clock: schoolOf(child.schoolId) })));
}
