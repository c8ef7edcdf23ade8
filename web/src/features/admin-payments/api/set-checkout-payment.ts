import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { ADMIN_PAYMENTS_QUERY, type CheckoutPaymentStatus } from './admin-payments.ts';
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
export function useSetCheckoutPayment() {
  const [run, saving] = useMutationAnswer(SET_CHECKOUT_PAYMENT_MUTATION, (data) => data.setCheckoutPaymentStatus, 'The payment was not changed', {
    refetchQueries: [ADMIN_PAYMENTS_QUERY],
    update: (cache) => evictRootFields(cache, 'adminOrders'),
  });
  const setStatus = useCallback((reference: string, status: CheckoutPaymentStatus) => run({ reference, status }), [run]);
  return { setStatus, saving };
}
