import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { AdminPaymentsQuery } from '../../../gql/graphql.ts';

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
export const useAdminPayments = (status: CheckoutPaymentStatus) =>
  useQueryAnswer(ADMIN_PAYMENTS_QUERY, (data) => data.adminPayments, { variables: { status }, fetchPolicy: 'cache-and-network' });
