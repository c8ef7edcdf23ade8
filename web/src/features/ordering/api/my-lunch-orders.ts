import { graphql } from '../../../gql/gql.ts';
import type { MyLunchOrdersQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** A placed lunch as the history and the duplicate check read it (admin-area.md section 3). */
export type LunchOrder = MyLunchOrdersQuery['myLunchOrders'][number];

export const MY_LUNCH_ORDERS_QUERY = graphql(`
  query MyLunchOrders {
    myLunchOrders {
      ...LunchOrderFields
      childId
      status
      creditedAmount
      paymentReference
    }
  }
`);

/**
 * The signed-in parent's orders, newest lunch first (order history and the add-to-cart duplicate
 * check). A checkout evicts this field from the cache, so the next visit asks again.
 */
export function useMyLunchOrders() {
  const { data, loading, error, refetch } = useQuery(MY_LUNCH_ORDERS_QUERY);
  return { orders: data?.myLunchOrders ?? [], loading: loading && !data, error, refetch };
}
