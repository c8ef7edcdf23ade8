import { z } from 'zod';
import type { Database } from '@lunchbox/kit/db/database';
import { rowsByKey } from '@lunchbox/kit/db/rows-by-key';
import { PAYMENT_STATUSES, type PaymentStatus } from '@lunchbox/domain/payment-rules';
import type { LunchOrderRow } from '../db/schema.ts';
import { activeLunchesOfCheckouts, checkoutsWithReference } from './payment-repository.ts';

export const PAYMENT_NOT_FOUND_MESSAGE = 'No checkout has that payment reference';
export const PAYMENT_STATUS_FILTER_MESSAGE = 'Status must be pending, paid or failed';

/** A checkout's payment status as the payments view filters and sets it. */
export const checkoutPaymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: PAYMENT_STATUS_FILTER_MESSAGE });

/** What the admin's payments view shows of one checkout. */
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

/** Every checkout with a reference (or the one with this reference) that still has lunches on, newest first. */
export async function checkoutPayments(db: Database, reference?: string): Promise<CheckoutPayment[]> {
  const heads = await checkoutsWithReference(db, reference);
  const lunches = await rowsByKey(
    heads,
    (head) => head.checkoutId,
    (ids) => activeLunchesOfCheckouts(db, ids),
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
