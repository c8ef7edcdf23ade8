import { graphql } from '../../../gql/gql.ts';
import type { AdminOrderFieldsFragment } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** A lunch order as the administrator sees it (admin-area.md section 3, LunchOrder). */
export type AdminOrder = AdminOrderFieldsFragment;

export const ADMIN_ORDER_FIELDS = graphql(`
  fragment AdminOrderFields on LunchOrder {
    ...LunchOrderFields
    parentName
    email
    phone
    childAllergies
    allergenCheck
  }
`);

const ADMIN_ORDERS_QUERY = graphql(`
  query AdminOrdersOfDay($date: String!) {
    adminOrders(date: $date) {
      ...AdminOrderFields
    }
  }
`);

/**
 * One day's lunch orders (administrators only). Each day is asked for from the server when it is
 * shown, so orders placed since the last look appear; payment changes update the cached orders.
 */
export function useAdminOrders(date: string) {
  const { data, loading, error, refetch } = useQuery(ADMIN_ORDERS_QUERY, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { orders: data?.adminOrders ?? [], loading: loading && !data, refreshing: loading && Boolean(data), error, refetch };
}
