import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { graphql } from '../../../gql/gql.ts';
import { describeFailure } from '../../../lib/server-errors.ts';

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

/**
 * The same check over the whole cart, while the parent looks at it before paying: the diet notes
 * again (they were toasts at add to cart) and, when a dish or a child changed since, the allergy
 * refusal checkout would give. Asked again whenever the cart changes; nothing for a signed-out cart.
 */
export function useCartLunchCheck(items: readonly CartItem[], signedIn: boolean) {
  const { data, error, loading } = useQuery(CHECK_CART_LUNCHES_QUERY, {
    variables: { items: [...items] },
    skip: !signedIn || items.length === 0,
    fetchPolicy: 'no-cache',
  });
  const failure = error ? describeFailure(error) : null;
  const allergyRefusal = failure?.kind === 'server' && failure.code === 'ALLERGEN_CONFLICT' ? failure.message : null;
  return { dietNotes: data?.checkCartLunches ?? [], allergyRefusal, checking: loading };
}
