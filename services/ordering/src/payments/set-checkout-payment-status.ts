import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { normalizePaymentReference } from '@lunchbox/domain/payment-rules';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingAudit } from '../audit/ordering-audit.ts';
import { orderLineOf } from '../events/order-line.ts';
import { checkoutPayments, checkoutPaymentStatusSchema, PAYMENT_NOT_FOUND_MESSAGE, type CheckoutPayment } from './checkout-payments.ts';
import { lockActiveLunchesOfCheckout, lockCheckoutByReference, setPaymentStatusOf } from './payment-repository.ts';

/**
 * PATCH /api/admin/payments/{reference}: marks every lunch of the checkout paid, failed or pending
 * at once (the per-lunch route stays), and announces checkout.payment_changed, from which the
 * parent is e-mailed.
 */
export async function setCheckoutPaymentStatus(deps: OrderingDeps, caller: Caller | null, rawReference: unknown, rawStatus: unknown): Promise<CheckoutPayment> {
  const admin = requireAdmin(caller);
  const status = checkoutPaymentStatusSchema.parse(rawStatus);
  const reference = normalizePaymentReference(z.string().parse(rawReference ?? ''));
  const isPaid = status === 'paid';
  const changed = await deps.transactionWithEvents(async (tx) => {
    const head = await lockCheckoutByReference(tx, reference);
    if (!head) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const lunches = await lockActiveLunchesOfCheckout(tx, head.checkoutId);
    if (lunches.length === 0) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const toChange = lunches.filter((lunch) => lunch.paymentStatus !== status || lunch.isPaid !== isPaid);
    if (toChange.length === 0) return false;
    await setPaymentStatusOf(
      tx,
      toChange.map((lunch) => lunch.id),
      status,
      isPaid,
    );
    const before = [...new Set(toChange.map((lunch) => lunch.paymentStatus))].join(', ');
    await orderingAudit.record(tx, {
      actor: admin,
      action: 'payment.status_changed',
      target: { type: 'checkout', id: reference },
      changes: { paymentStatus: { before, after: status }, lunches: { after: toChange.length } },
    });
    await tx.recordEvent('checkout.payment_changed', {
      paymentReference: reference,
      userId: head.userId,
      parentName: lunches[0]!.parentName,
      email: lunches[0]!.email,
      status,
      amountDueCents: head.totalCents - head.creditAppliedCents,
      orders: lunches.map(orderLineOf),
    });
    return true;
  });
  if (changed) {
    deps.log.info({ paymentReference: reference, status, adminId: admin.userId }, 'checkout payment status changed');
  }
  const [payment] = await checkoutPayments(deps.db, reference);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}
