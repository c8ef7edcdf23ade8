import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@lunchbox/domain/money';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { splitExpired } from '@lunchbox/domain/order-cart';
import { graphql } from '../../../gql/gql.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';
import { checkoutRefusalText } from '../checkout-refusal.ts';
import { cartStore } from '../stores/cart-store.ts';

/**
 * The checkout: every lunch of the cart in one call (all or none). The same checkoutId repeated
 * (a retry, a double click) creates nothing twice. Afterwards the order history, the schedule and
 * the credit are dropped from the cache, so they are asked for again when next shown.
 */
const CHECKOUT_MUTATION = graphql(`
  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {
    checkout(checkoutId: $checkoutId, items: $items) {
      checkoutId
      paymentReference
      orders {
        id
      }
      totalAmount
      creditApplied
      amountDue
      replayed
    }
  }
`);

/** Spec section 9: 2 seconds pass after the parent says they paid. */
const PAYMENT_CONFIRMATION_DELAY_MS = 2000;

/** What the checkout hands /payment-success in the router's state: the reference and the amount due in cents. */
export interface PaymentSuccessState {
  paymentReference?: string;
  amountDueCents?: number;
}

/** A placed checkout as the payment step needs it: what to pay, under which reference. */
export interface PlacedCheckout {
  paymentReference: string;
  lunchCount: number;
  totalCents: number;
  creditCents: number;
  amountDueCents: number;
}

interface PlaceOrdersOptions {
  /** Saves what is left of the cart (expired items out, or nothing once placed). */
  saveCart: (items: readonly CartItem[]) => void;
}

/**
 * Pay Now places the cart's lunches in one checkout first (issue 10 section 5), so the payment step
 * can show the payment reference and the amount due after credit; expired lunches are taken out
 * first ('Cart Items Removed'). The checkout id stays the same for the same cart, so a retry or a
 * second click never places a lunch twice. 'I've Completed the Payment' waits the spec's 2 s and
 * goes to /payment-success with the reference and the amount.
 */
export function usePlaceOrders({ saveCart }: PlaceOrdersOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [checkout, { loading: placing }] = useMutation(CHECKOUT_MUTATION, {
    update: (cache) => evictRootFields(cache, 'myLunchOrders', 'lunchSchedule', 'myCredit'),
  });
  const [confirming, setConfirming] = useState(false);
  const clocks = useSchoolClocks();
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

  const goToSuccess = useCallback(
    (placed: PlacedCheckout) =>
      void navigate('/payment-success', {
        state: { paymentReference: placed.paymentReference, amountDueCents: placed.amountDueCents } satisfies PaymentSuccessState,
      }),
    [navigate],
  );

  const placeOrders = useCallback(
    async (items: readonly CartItem[]): Promise<PlacedCheckout | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      cartStore.markRefused(null);
      const { kept, expired } = splitExpired(items, new Date(), clocks.ofChild);
      try {
        if (expired.length > 0) {
          saveCart(kept);
          toast({ title: t('checkout.removedTitle'), description: t('checkout.removedText', { count: expired.length }), variant: 'destructive' });
        }
        if (kept.length === 0) {
          toast({ title: t('cart.empty'), description: t('cart.emptyText'), variant: 'destructive' });
          return null;
        }
        const checkoutId = checkoutIdFor(kept);
        // The same key as header: the front proxy reads no GraphQL, and sends a request again to another
        // gateway (after a connection broke under a deploy) only when it carries an Idempotency-Key.
        const { data } = await checkout({ variables: { checkoutId, items: [...kept] }, context: { headers: { 'Idempotency-Key': checkoutId } } });
        // Never without data when no error was thrown; describeFailure takes this for no answer.
        if (!data) throw new Error('The checkout answered without orders');
        const result = data.checkout;
        // Placed: the next cart is another checkout, even with the same items in it.
        checkoutKey.current = null;
        saveCart([]);
        const placed: PlacedCheckout = {
          paymentReference: result.paymentReference,
          lunchCount: result.orders.length,
          totalCents: toCents(result.totalAmount),
          creditCents: toCents(result.creditApplied),
          amountDueCents: toCents(result.amountDue),
        };
        if (placed.amountDueCents === 0) {
          toast({ title: t('checkout.paidByCredit'), description: t('checkout.paidByCreditText', { count: placed.lunchCount }) });
          goToSuccess(placed);
        } else {
          toast({
            title: t('checkout.ready'),
            description: t('checkout.readyText', { count: placed.lunchCount, reference: placed.paymentReference }),
          });
        }
        return placed;
      } catch (error) {
        const failure = describeFailure(error);
        const refusedItem = failure.kind === 'server' ? kept.find((item) => item.id === failure.cartItemId) : undefined;
        const description =
          failure.kind === 'server' && failure.message
            ? checkoutRefusalText(failure, refusedItem?.lunchDate, refusedItem ? clocks.ofChild(refusedItem) : undefined)
            : t('checkout.failedText');
        // The server names the refused lunch by its cart item id: the cart marks it beside the toast.
        if (failure.kind === 'server' && failure.cartItemId) cartStore.markRefused({ cartItemId: failure.cartItemId, message: description });
        toast({ title: t('checkout.failedTitle'), description, variant: 'destructive' });
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    // checkoutIdFor only touches a ref.
    [checkout, clocks, goToSuccess, saveCart, toast],
  );

  const completePayment = useCallback(
    async (placed: PlacedCheckout) => {
      setConfirming(true);
      await new Promise((resolve) => window.setTimeout(resolve, PAYMENT_CONFIRMATION_DELAY_MS));
      goToSuccess(placed);
    },
    [goToSuccess],
  );

  return { placeOrders, placing, completePayment, confirming };
}
