import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

const CART_CREDIT_QUERY = graphql(`
  query CartCredit {
    myCredit {
      balance
    }
  }
`);

/**
 * The signed-in parent's credit balance (GET /api/my-credit), which the cart says checkout will use;
 * the server applies it again itself. Asked from the server each time, since a closure or an admin
 * can change it while the page is open.
 */
export const useCartCredit = queryHook(CART_CREDIT_QUERY, 'myCredit', { fetchPolicy: 'cache-and-network' });
