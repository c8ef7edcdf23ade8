import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

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
export const useCheckout = () =>
  useMutationAnswer(CHECKOUT_MUTATION, (data) => data.checkout, 'The checkout answered without orders', {
    update: (cache) => evictRootFields(cache, 'myLunchOrders', 'lunchSchedule', 'myCredit'),
  });
