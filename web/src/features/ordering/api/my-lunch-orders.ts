import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A placed lunch as the history and the duplicate check read it (admin-area.md section 3). */
export interface LunchOrder {
  __typename?: 'LunchOrder';
  id: number;
  childName: string;
  school: string;
  grade: string;
  teacher: string | null;
  /** 'YYYY-MM-DD'. */
  lunchDate: string;
  lunchOptions: string[];
  notes: string | null;
  /** Decimal text, '7.50'. */
  totalAmount: string;
  paymentStatus: string;
  isPaid: boolean;
  childId: number;
  /** 'active' or 'cancelled'. */
  status: string;
  /** What cancelling credited (decimal text); null while active. */
  creditedAmount: string | null;
  /** The checkout's reference ('LB-7K3Q9'), null for older lunches. */
  paymentReference: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export const MY_LUNCH_ORDERS_QUERY: TypedDocumentNode<{ myLunchOrders: LunchOrder[] }, Record<string, never>> = gql`
  query MyLunchOrders {
    myLunchOrders {
      id
      childName
      school
      grade
      teacher
      lunchDate
      lunchOptions
      notes
      totalAmount
      paymentStatus
      isPaid
      childId
      status
      creditedAmount
      paymentReference
      createdAt
    }
  }
`;

/**
 * The signed-in parent's orders, newest lunch first (order history and the add-to-cart duplicate
 * check). A checkout evicts this field from the cache, so the next visit asks again.
 */
export function useMyLunchOrders() {
  const { data, loading, error, refetch } = useQuery(MY_LUNCH_ORDERS_QUERY);
  return { orders: data?.myLunchOrders ?? [], loading: loading && !data, error, refetch };
}
