import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A lunch order as the administrator sees it (admin-area.md section 3, LunchOrder). */
export interface AdminOrder {
  __typename?: 'LunchOrder';
  id: number;
  childName: string;
  parentName: string;
  email: string;
  phone: string;
  school: string;
  grade: string;
  /** Shown as 'Section'. */
  teacher: string | null;
  /** 'YYYY-MM-DD'. */
  lunchDate: string;
  lunchOptions: string[];
  notes: string | null;
  /** Decimal text, '7.50'. */
  totalAmount: string;
  paymentStatus: string;
  isPaid: boolean;
  createdAt: string;
}

export const ADMIN_ORDER_FIELDS = gql`
  fragment AdminOrderFields on LunchOrder {
    id
    childName
    parentName
    email
    phone
    school
    grade
    teacher
    lunchDate
    lunchOptions
    notes
    totalAmount
    paymentStatus
    isPaid
    createdAt
  }
`;

const ADMIN_ORDERS_QUERY: TypedDocumentNode<{ adminOrders: AdminOrder[] }, { date: string }> = gql`
  query AdminOrdersOfDay($date: String!) {
    adminOrders(date: $date) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

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
