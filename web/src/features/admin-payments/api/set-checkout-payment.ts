import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
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
  const [mutate, { loading }] = useMutation(SET_CHECKOUT_PAYMENT_MUTATION, {
    refetchQueries: [ADMIN_PAYMENTS_QUERY],
    update: (cache) => evictRootFields(cache, 'adminOrders'),
  });
  const setStatus = useCallback(
    async (reference: string, status: CheckoutPaymentStatus) => (await mutate({ variables: { reference, status } })).data!.setCheckoutPaymentStatus,
    [mutate],
  );
  return { setStatus, saving: loading };
}
