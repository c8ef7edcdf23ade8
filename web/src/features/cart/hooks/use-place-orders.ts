import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { splitExpired } from '@lunchbox/domain/cart-rules';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useCheckout } from '../api/checkout.ts';

/** Spec section 9: the orders are placed 2 seconds after the parent confirms the payment. */
export const PAYMENT_CONFIRMATION_DELAY_MS = 2000;

const ORDER_CREATION_FAILED_TITLE = 'Payment Successful, Order Creation Failed';
const ORDER_CREATION_FAILED_TEXT = 'Your payment was processed but there was an issue creating orders. Please contact support.';

/** The 'Cart Items Removed' text: how many lunches went because their deadline passed. */
export function expiredRemovedMessage(count: number): string {
  return `${count} item(s) past the order deadline were removed from your cart.`;
}

interface PlaceOrdersOptions {
  /** Saves what is left of the cart after expired items were taken out. */
  saveCart: (items: readonly CartItem[]) => void;
}

/**
 * After 'I've Completed the Payment': wait the spec's 2 s, take out expired lunches (with the
 * 'Cart Items Removed' toast), place the rest in one checkout and go to /payment-success.
 * The checkout id stays the same for the same cart, so a retry or a second click never places
 * a lunch twice; a changed cart gets a new id.
 */
export function usePlaceOrders({ saveCart }: PlaceOrdersOptions) {
  const toast = useToast();
  const navigate = useNavigate();
  const { checkout } = useCheckout();
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const checkoutKey = useRef<{ cart: string; id: string } | null>(null);

  const checkoutIdFor = (items: readonly CartItem[]): string => {
    const cart = items
      .map((item) => item.id)
      .sort()
      .join(',');
    if (checkoutKey.current?.cart !== cart) checkoutKey.current = { cart, id: crypto.randomUUID() };
    return checkoutKey.current.id;
  };

  const placeOrders = useCallback(
    async (items: readonly CartItem[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setConfirming(true);
      try {
        await new Promise((resolve) => window.setTimeout(resolve, PAYMENT_CONFIRMATION_DELAY_MS));
        const { kept, expired } = splitExpired(items, new Date());
        if (expired.length > 0) {
          saveCart(kept);
          toast({ title: 'Cart Items Removed', description: expiredRemovedMessage(expired.length), variant: 'destructive' });
        }
        if (kept.length === 0) {
          toast({ title: 'Empty Cart', description: 'Please add items to cart before checkout.', variant: 'destructive' });
          return;
        }
        const placed = await checkout(checkoutIdFor(kept), kept);
        const paidByCredit = Number(placed.amountDue) === 0;
        toast({
          title: 'Orders Created Successfully!',
          description: paidByCredit
            ? `${placed.orders.length} lunch order(s) placed and paid with your account credit.`
            : `${placed.orders.length} lunch order(s) placed. Payment is pending until it is confirmed.`,
        });
        // The success page names the reference and the amount; a reload without them shows the general text.
        void navigate('/payment-success', { state: { paymentReference: placed.paymentReference, amountDue: placed.amountDue } });
      } catch (error) {
        const failure = describeFailure(error);
        const description = failure.kind === 'server' && failure.message ? failure.message : ORDER_CREATION_FAILED_TEXT;
        toast({ title: ORDER_CREATION_FAILED_TITLE, description, variant: 'destructive' });
      } finally {
        inFlight.current = false;
        setConfirming(false);
      }
    },
    // checkoutIdFor only touches a ref.
    [checkout, navigate, saveCart, toast],
  );

  return { placeOrders, confirming };
}
