import { graphql } from '../../../gql/gql.ts';
import type { AdminPaymentsQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

export type CheckoutPaymentStatus = 'pending' | 'paid' | 'failed';

export type CheckoutPayment = AdminPaymentsQuery['adminPayments'][number];

export const ADMIN_PAYMENTS_QUERY = graphql(`
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
`);

/** GET /api/admin/payments?status=: one status's checkouts, asked again each time the tab shows it. */
export function useAdminPayments(status: CheckoutPaymentStatus) {
  const { data, loading, error, refetch } = useQuery(ADMIN_PAYMENTS_QUERY, { variables: { status }, fetchPolicy: 'cache-and-network' });
  return { payments: data?.adminPayments ?? [], loading: loading && !data, error, refetch };
}
