import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { rowsByKey, type Database } from '@lunchbox/kit/db';
import { notFound } from '@lunchbox/kit/errors';
import { normalizePaymentReference } from '@lunchbox/domain/order-rules';
import { PAYMENT_STATUSES, type PaymentStatus } from '@lunchbox/domain/payment-rules';
import { checkouts, lunchOrders, type LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderLineOf } from '../events/order-line.ts';

export const PAYMENT_NOT_FOUND_MESSAGE = 'No checkout has that payment reference';
export const PAYMENT_STATUS_FILTER_MESSAGE = 'Status must be pending, paid or failed';

const statusSchema = z.enum(PAYMENT_STATUSES, { error: PAYMENT_STATUS_FILTER_MESSAGE });

export interface CheckoutPayment {
  paymentReference: string;
  userId: number;
  parentName: string;
  email: string;
  amountDueCents: number;
  status: PaymentStatus;
  createdAt: Date;
  /** The checkout's lunches that are still on (cancelled ones are not paid for). */
  lunches: LunchOrderRow[];
}

/** A checkout is paid when every lunch is, failed when any is, else pending. */
function statusOf(lunches: LunchOrderRow[]): PaymentStatus {
  if (lunches.every((lunch) => lunch.isPaid)) return 'paid';
  if (lunches.some((lunch) => lunch.paymentStatus === 'failed')) return 'failed';
  return 'pending';
}

async function checkoutPayments(db: Database, reference?: string): Promise<CheckoutPayment[]> {
  const heads = await db
    .select()
    .from(checkouts)
    .where(reference ? eq(checkouts.paymentReference, reference) : isNotNull(checkouts.paymentReference))
    .orderBy(desc(checkouts.createdAt));
  const lunches = await rowsByKey(
    heads,
    (head) => head.checkoutId,
    (ids) =>
      db
        .select()
        .from(lunchOrders)
        .where(and(inArray(lunchOrders.checkoutId, ids), eq(lunchOrders.status, 'active')))
        .orderBy(asc(lunchOrders.lunchDate), asc(lunchOrders.id)),
    (lunch) => lunch.checkoutId,
  );
  return heads.flatMap((head) => {
    const own = lunches.get(head.checkoutId) ?? [];
    if (own.length === 0) return [];
    return [
      {
        paymentReference: head.paymentReference!,
        userId: head.userId,
        parentName: own[0]!.parentName,
        email: own[0]!.email,
        amountDueCents: head.totalCents - head.creditAppliedCents,
        status: statusOf(own),
        createdAt: head.createdAt,
        lunches: own,
      },
    ];
  });
}

/** GET /api/admin/payments?status=: the payments view by checkout, newest first. Administrators only. */
export async function listCheckoutPayments(db: Database, caller: Caller | null, rawStatus?: unknown): Promise<CheckoutPayment[]> {
  requireAdmin(caller);
  const status = rawStatus === undefined || rawStatus === null || rawStatus === '' ? undefined : statusSchema.parse(rawStatus);
  const all = await checkoutPayments(db);
  return status ? all.filter((payment) => payment.status === status) : all;
}

/**
 * PATCH /api/admin/payments/{reference}: marks every lunch of the checkout paid, failed or pending
 * at once (the per-lunch route stays), and announces checkout.payment_changed, from which the
 * parent is e-mailed.
 */
export async function setCheckoutPaymentStatus(deps: OrderingDeps, caller: Caller | null, rawReference: unknown, rawStatus: unknown): Promise<CheckoutPayment> {
  const admin = requireAdmin(caller);
  const status = statusSchema.parse(rawStatus);
  const reference = normalizePaymentReference(z.string().parse(rawReference ?? ''));
  const isPaid = status === 'paid';
  const changed = await deps.transactionWithEvents(async (tx) => {
    const [head] = await tx.select().from(checkouts).where(eq(checkouts.paymentReference, reference)).for('update');
    if (!head) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const lunches = await tx
      .select()
      .from(lunchOrders)
      .where(and(eq(lunchOrders.checkoutId, head.checkoutId), eq(lunchOrders.status, 'active')))
      .orderBy(asc(lunchOrders.id))
      .for('update');
    if (lunches.length === 0) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const toChange = lunches.filter((lunch) => lunch.paymentStatus !== status || lunch.isPaid !== isPaid);
    if (toChange.length === 0) return false;
    await tx
      .update(lunchOrders)
      .set({ paymentStatus: status, isPaid })
      .where(
        inArray(
          lunchOrders.id,
          toChange.map((lunch) => lunch.id),
        ),
      );
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
