import { graphql } from '../gql/gql.ts';
import type { MyCreditQuery } from '../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

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
export function useMyCredit() {
  const { data, loading, error, refetch } = useQuery(MY_CREDIT_QUERY, { fetchPolicy: 'cache-and-network' });
  return { credit: data?.myCredit ?? null, loading: loading && !data, error, refetch };
}
