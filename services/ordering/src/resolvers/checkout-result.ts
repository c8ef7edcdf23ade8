import { centsToDecimalString } from '@lunchbox/domain/money';
import type { PlacedCheckout } from '../orders/place-lunches.ts';
import { toLunchOrder } from './lunch-order.ts';

/** What the checkout mutation answers: the orders and the money as decimal text. */
export function toCheckoutResult(placed: PlacedCheckout) {
  return {
    checkoutId: placed.checkoutId,
    paymentReference: placed.paymentReference,
    orders: placed.orders.map(toLunchOrder),
    totalAmount: centsToDecimalString(placed.totalCents),
    creditApplied: centsToDecimalString(placed.creditAppliedCents),
    amountDue: centsToDecimalString(placed.amountDueCents),
    replayed: placed.replayed,
  };
}
