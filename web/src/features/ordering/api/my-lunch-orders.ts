import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { MyLunchOrdersQuery } from '../../../gql/graphql.ts';

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
export const useMyLunchOrders = () => useQueryAnswer(MY_LUNCH_ORDERS_QUERY, (data) => data.myLunchOrders);
