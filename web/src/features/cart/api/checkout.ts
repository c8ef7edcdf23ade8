import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { CheckoutMutation } from '../../../gql/graphql.ts';
import { useMutation } from '@apollo/client/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

type CheckoutResult = CheckoutMutation['checkout'];

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

/**
 * Places every lunch of the cart in one call (all or none). The same checkoutId repeated (a retry,
 * a double click) creates nothing twice. Afterwards the order history and the schedule are dropped
 * from the cache, so they are asked for again when next shown.
 */
export function useCheckout() {
  const [mutate, { loading }] = useMutation(CHECKOUT_MUTATION, {
    update: (cache) => evictRootFields(cache, 'myLunchOrders', 'lunchSchedule', 'myCredit'),
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
