import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { ADMIN_PAYMENTS_QUERY } from './admin-payments.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

const SET_CHECKOUT_PAYMENT_MUTATION = graphql(`
  mutation SetCheckoutPaymentStatus($reference: String!, $status: String) {
    setCheckoutPaymentStatus(reference: $reference, status: $status) {
      paymentReference
      status
    }
  }
`);

/** PATCH /api/admin/payments/{reference}: every lunch of the checkout at once; the lists and the day's orders are asked again. */
export const useSetCheckoutPayment = () =>
  useMutationAnswer(SET_CHECKOUT_PAYMENT_MUTATION, (data) => data.setCheckoutPaymentStatus, 'The payment was not changed', {
    refetchQueries: [ADMIN_PAYMENTS_QUERY],
    update: (cache) => evictRootFields(cache, 'adminOrders'),
  });
