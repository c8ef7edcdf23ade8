import { centsToDecimalString } from '@lunchbox/domain/money';
import type { CheckoutPayment } from '../payments/checkout-payments.ts';
import { toLunchOrder } from './lunch-order.ts';

/** What the graph shows of a checkout's payment: money as decimal text, its active lunches as orders. */
export function toCheckoutPayment(payment: CheckoutPayment) {
  return {
    paymentReference: payment.paymentReference,
    parentName: payment.parentName,
    email: payment.email,
    amountDue: centsToDecimalString(payment.amountDueCents),
    lunches: payment.lunches.map(toLunchOrder),
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  };
}
