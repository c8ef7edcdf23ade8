import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { PAYMENT_STATUSES } from '@lunchbox/domain/payment-rules';
import type { LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingAudit } from '../audit/ordering-audit.ts';
import { orderLineOf } from '../events/order-line.ts';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages.ts';
import { lockOrder, updatePayment } from './order-repository.ts';

export const PAYMENT_STATUS_MESSAGE = 'Payment status must be pending, paid or failed';

const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: PAYMENT_STATUS_MESSAGE });

/**
 * Payment is manual (admin-area.md section 1): an administrator marks an order paid, failed or
 * pending again once the money has (or has not) arrived. isPaid follows the status.
 */
export async function setOrderPaymentStatus(deps: OrderingDeps, caller: Caller | null, orderId: number, rawStatus: unknown): Promise<LunchOrderRow> {
  const admin = requireAdmin(caller);
  const paymentStatus = paymentStatusSchema.parse(rawStatus);
  const isPaid = paymentStatus === 'paid';
  // The per-lunch route e-mails nobody (only a whole checkout's payment change does); its event is for the kitchen board.
  const result = await deps.transactionWithEvents(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (current.paymentStatus === paymentStatus && current.isPaid === isPaid) return { order: current, changed: false };
    const updated = await updatePayment(tx, orderId, paymentStatus, isPaid);
    if (!updated) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    await orderingAudit.record(tx, {
      actor: admin,
      action: 'payment.status_changed',
      target: { type: 'order', id: orderId },
      changes: { paymentStatus: { before: current.paymentStatus, after: paymentStatus } },
    });
    await tx.recordEvent('order.payment_changed', { userId: updated.userId, status: paymentStatus, orders: [orderLineOf(updated)] });
    return { order: updated, changed: true };
  });
  if (result.changed) {
    deps.log.info({ orderId, paymentStatus }, 'order payment status changed');
  }
  return result.order;
}
