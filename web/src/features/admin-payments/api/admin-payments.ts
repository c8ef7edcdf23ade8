import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export type CheckoutPaymentStatus = 'pending' | 'paid' | 'failed';

export interface CheckoutPayment {
  __typename?: 'CheckoutPayment';
  paymentReference: string;
  parentName: string;
  email: string;
  /** Decimal text. */
  amountDue: string;
  status: CheckoutPaymentStatus;
  createdAt: string;
  lunches: { id: number; childName: string; lunchDate: string; lunchOptions: string[]; totalAmount: string }[];
}

export const ADMIN_PAYMENTS_QUERY: TypedDocumentNode<{ adminPayments: CheckoutPayment[] }, { status: CheckoutPaymentStatus }> = gql`
  query AdminPayments($status: String) {
    adminPayments(status: $status) {
      paymentReference
      parentName
      email
      amountDue
      status
      createdAt
      lunches {
        id
        childName
        lunchDate
        lunchOptions
        totalAmount
      }
    }
  }
`;

/** GET /api/admin/payments?status=: one status's checkouts, asked again each time the tab shows it. */
export function useAdminPayments(status: CheckoutPaymentStatus) {
  const { data, loading, error, refetch } = useQuery(ADMIN_PAYMENTS_QUERY, { variables: { status }, fetchPolicy: 'cache-and-network' });
  return { payments: data?.adminPayments ?? [], loading: loading && !data, error, refetch };
}
