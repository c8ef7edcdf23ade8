import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';

interface CheckoutResult {
  checkoutId: string;
  /** 'LB-7K3Q9': quoted with the payment. */
  paymentReference: string;
  orders: { id: number }[];
  /** Decimal text, '37.50'. */
  totalAmount: string;
  /** Account credit used, and what is left to pay (decimal text). */
  creditApplied: string;
  amountDue: string;
  replayed: boolean;
}

const CHECKOUT_MUTATION: TypedDocumentNode<{ checkout: CheckoutResult }, { checkoutId: string; items: CartItem[] }> = gql`
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
`;

/**
 * Places every lunch of the cart in one call (all or none). The same checkoutId repeated (a retry,
 * a double click) creates nothing twice. Afterwards the order history and the schedule are dropped
 * from the cache, so they are asked for again when next shown.
 */
export function useCheckout() {
  const [mutate, { loading }] = useMutation(CHECKOUT_MUTATION, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myLunchOrders' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'lunchSchedule' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myCredit' });
      cache.gc();
    },
  });
  const checkout = useCallback(
    async (checkoutId: string, items: readonly CartItem[]): Promise<CheckoutResult> => {
      const result = await mutate({ variables: { checkoutId, items: [...items] } });
      if (!result.data) throw new Error('The checkout answered without orders');
      return result.data.checkout;
    },
    [mutate],
  );
  return { checkout, placing: loading };
}
