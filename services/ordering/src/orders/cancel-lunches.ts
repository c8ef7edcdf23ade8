import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { sumCents } from '@lunchbox/domain/money';
import { creditOnCancel } from '@lunchbox/domain/account-credit';
import { noServiceLabel } from '@lunchbox/domain/school-closures';
import { formatWeekdayMonthDay } from '@lunchbox/domain/school-dates';
import type { LunchOrderRow } from '../db/schema.ts';
import { addCreditEntry, lockCreditOf } from '../credit/credit-repository.ts';
import { orderLineOf } from '../events/order-line.ts';
import { markLunchCancelled } from './order-repository.ts';

export type CancelCause = { kind: 'parent' } | { kind: 'closure'; reason: string };

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
      const row = await markLunchCancelled(tx, order.id, { cancelledAt: at, creditedCents: credit });
      if (credit > 0) await addCreditEntry(tx, { userId, amountCents: credit, reason: creditReason(order, cause), orderId: order.id, createdAt: at });
      rows.push(row);
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
