import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { checkoutPayments, checkoutPaymentStatusSchema, type CheckoutPayment } from './checkout-payments.ts';

/** GET /api/admin/payments?status=: the payments view by checkout, newest first. Administrators only. */
export async function listCheckoutPayments(db: Database, caller: Caller | null, rawStatus?: unknown): Promise<CheckoutPayment[]> {
  requireAdmin(caller);
  const status = rawStatus === undefined || rawStatus === null || rawStatus === '' ? undefined : checkoutPaymentStatusSchema.parse(rawStatus);
  const all = await checkoutPayments(db);
  return status ? all.filter((payment) => payment.status === status) : all;
}
