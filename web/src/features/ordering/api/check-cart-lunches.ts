import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { graphql } from '../../../gql/gql.ts';

const CHECK_CART_LUNCHES_QUERY = graphql(`
  query CheckCartLunches($items: [CartItemInput!]!) {
    checkCartLunches(items: $items)
  }
`);

/**
 * Asks ordering about lunches before they go into the cart (issue 13): it refuses a dish with one
 * of the child's allergies (ALLERGEN_CONFLICT, thrown) and answers the diet warnings. Never cached:
 * the child's allergies or the dish may have changed since the last add.
 */
export function useCheckCartLunches() {
  const client = useApolloClient();
  return useCallback(
    async (items: readonly CartItem[]): Promise<string[]> => {
      const result = await client.query({ query: CHECK_CART_LUNCHES_QUERY, variables: { items: [...items] }, fetchPolicy: 'no-cache' });
      return result.data?.checkCartLunches ?? [];
    },
    [client],
  );
}
