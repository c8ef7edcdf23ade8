import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { CartLunchWarning } from '@lunchbox/domain/allergens';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { graphql } from '../../../gql/gql.ts';
import { describeFailure } from '../../../lib/server-errors.ts';

const CHECK_CART_LUNCHES_QUERY = graphql(`
  query CheckCartLunches($items: [CartItemInput!]!) {
    checkCartLunches(items: $items) {
      code
      childId
      child
      dish
      dietTags
    }
  }
`);

/** A warning as the server answers it: its code and values (the screens write its sentence, dietWarningText). */
function warningsOf(answered: ReadonlyArray<{ code: string; childId: number; child: string; dish: string; dietTags: string[] }> | undefined): CartLunchWarning[] {
  return (answered ?? []).flatMap((warning) => (warning.code === 'DIET_UNMET' ? [{ ...warning, code: 'DIET_UNMET' as const, dietTags: warning.dietTags as CartLunchWarning['dietTags'] }] : []));
}

/**
 * Asks ordering about lunches before they go into the cart (issue 13): it refuses a dish with one
 * of the child's allergies (ALLERGEN_CONFLICT, thrown, its values in the error) and answers the diet
 * warnings as codes and values. Never cached: the child's allergies or the dish may have changed.
 */
export function useCheckCartLunches() {
  const client = useApolloClient();
  return useCallback(
    async (items: readonly CartItem[]): Promise<CartLunchWarning[]> => {
      const result = await client.query({ query: CHECK_CART_LUNCHES_QUERY, variables: { items: [...items] }, fetchPolicy: 'no-cache' });
      return warningsOf(result.data?.checkCartLunches);
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
  // describeFailure wrote the refusal from its code and values, in the reader's language.
  const allergyRefusal = failure?.kind === 'server' && failure.code === 'ALLERGEN_CONFLICT' ? failure.message : null;
  return { dietNotes: warningsOf(data?.checkCartLunches), allergyRefusal, checking: loading };
}
