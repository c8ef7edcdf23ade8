import { graphql } from '../../../gql/gql.ts';
import { startedQuery } from '../../../lib/started-answer.ts';

const CART_CREDIT_QUERY = graphql(`
  query CartCredit {
    myCredit {
      balance
    }
  }
`);

/**
 * The signed-in parent's credit balance (GET /api/my-credit), which the cart says checkout will use;
 * the server applies it again itself. Asked from the server at each visit, since a closure or an
 * admin can change it while the page is open; the cart's loader starts the first visit's answer as
 * the app starts (app/router.tsx).
 */
export const cartCredit = startedQuery(CART_CREDIT_QUERY, (data) => data.myCredit);
