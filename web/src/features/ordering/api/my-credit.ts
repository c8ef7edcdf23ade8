import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { MyCreditQuery } from '../../../gql/graphql.ts';

export type CreditEntry = MyCreditQuery['myCredit']['entries'][number];

export type MyCredit = MyCreditQuery['myCredit'];

export const MY_CREDIT_QUERY = graphql(`
  query MyCredit {
    myCredit {
      balance
      entries {
        amount
        reason
        orderId
        createdAt
      }
    }
  }
`);

/**
 * The signed-in parent's account credit (GET /api/my-credit): the order history shows it, the
 * cart says it will be used. Asked from the server each time, since a closure or an admin can
 * change it while the page is open.
 */
export const useMyCredit = queryHook(MY_CREDIT_QUERY, 'myCredit', { fetchPolicy: 'cache-and-network' });
