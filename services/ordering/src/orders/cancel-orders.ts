import { and, eq } from 'drizzle-orm';
import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { AppError, notFound } from '@lunchbox/kit/errors';
import type { Transaction } from '@lunchbox/kit/db';
import type { EventTransaction } from '@lunchbox/kit/messaging';
import { sumCents } from '@lunchbox/domain/money';
import { checkOrderDeadline, creditOnCancel, noServiceLabel } from '@lunchbox/domain/order-rules';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import { lunchOrders, type LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { addCreditEntry, lockCreditOf, lockOrder } from './order-repository.ts';
import { ORDER_NOT_FOUND_MESSAGE } from './payment-status.ts';
import { orderLineOf } from '../events/order-line.ts';

export const ALREADY_CANCELLED_MESSAGE = 'This lunch is already cancelled';

export type CancelCause = { kind: 'parent' } | { kind: 'closure'; reason: string };

/**
 * A parent cancels one of their lunches up to its ordering deadline (issue 10 section 4). A paid
 * lunch is credited to their account; an unpaid one gives back only what credit had paid of it.
 * Someone else's lunch is not found; a cancelled one is a conflict; after the deadline the
 * deadline's message answers. The order row is locked first, so a cancel and the deadline, or two
 * cancels, cannot both win.
 */
export async function cancelOwnLunch(deps: OrderingDeps, caller: Caller | null, orderId: number): Promise<LunchOrderRow> {
  const parent = requireCaller(caller);
  const cancelled = await deps.transactionWithEvents(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (order.userId !== parent.userId && !parent.isAdmin)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE);
    const deadline = checkOrderDeadline(order.lunchDate, now(), deps.settings.schoolTimeZone);
    if (!deadline.allowed) throw new AppError('ORDER_DEADLINE_PASSED', deadline.message, { details: { title: deadline.title }, values: { date: order.lunchDate } });
    const [row] = await cancelLunches(tx, [order], { kind: 'parent' }, now());
    return row!;
  });
  deps.log.info({ orderId, userId: parent.userId, creditedCents: cancelled.creditedCents }, 'lunch cancelled by parent');
  return cancelled;
}

/** Every active lunch on a date, locked: what a closure cancels. */
export async function activeLunchesOn(tx: Transaction, date: string): Promise<LunchOrderRow[]> {
  return tx
    .select()
    .from(lunchOrders)
    .where(and(eq(lunchOrders.lunchDate, date), eq(lunchOrders.status, 'active')))
    .for('update');
}

function creditReason(order: LunchOrderRow, cause: CancelCause): string {
  const lunch = `${order.childName}, ${formatWeekdayMonthDay(order.lunchDate)} (${order.lunchOptions.join(', ')})`;
  return cause.kind === 'closure' ? `${noServiceLabel(cause.reason)}: ${lunch}` : `Cancelled: ${lunch}`;
}

/**
 * Cancels the lunches in the caller's transaction: status, credit to each parent's ledger, and one
 * order.cancelled per parent listing their lunches and the credit (one e-mail each).
 */
export async function cancelLunches(tx: EventTransaction, orders: LunchOrderRow[], cause: CancelCause, at: Date): Promise<LunchOrderRow[]> {
  const byParent = new Map<number, LunchOrderRow[]>();
  for (const order of orders) byParent.set(order.userId, [...(byParent.get(order.userId) ?? []), order]);
  const cancelled: LunchOrderRow[] = [];
  for (const [userId, lunches] of [...byParent].sort(([a], [b]) => a - b)) {
    await lockCreditOf(tx, userId);
    const rows: LunchOrderRow[] = [];
    for (const order of lunches) {
      const credit = creditOnCancel(order);
      const [row] = await tx
        .update(lunchOrders)
        .set({ status: 'cancelled', cancelledAt: at, creditedCents: credit })
        .where(eq(lunchOrders.id, order.id))
        .returning();
      if (credit > 0) await addCreditEntry(tx, { userId, amountCents: credit, reason: creditReason(order, cause), orderId: order.id, createdAt: at });
      rows.push(row!);
    }
    const creditedCents = sumCents(rows.map((row) => row.creditedCents ?? 0));
    const first = rows[0]!;
    await tx.recordEvent('order.cancelled', {
      userId,
      parentName: first.parentName,
      email: first.email,
      cause: cause.kind,
      closureReason: cause.kind === 'closure' ? cause.reason : null,
      orders: rows.map(orderLineOf),
      creditedCents,
    });
    cancelled.push(...rows);
  }
  return cancelled;
}
