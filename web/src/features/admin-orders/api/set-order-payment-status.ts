import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';

/** The payment states an administrator sets by hand (payment is manual: PayPal or Zelle). */
export type SettablePaymentStatus = 'paid' | 'failed' | 'pending';

const SET_ORDER_PAYMENT_STATUS_MUTATION = graphql(`
  mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String!) {
    setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) {
      id
      paymentStatus
      isPaid
    }
  }
`);

/**
 * Marks an order paid, failed or pending (administrators only). The answer updates that cached
 * LunchOrder, so its badge changes wherever the order is shown; no list is asked again.
 */
export function useSetOrderPaymentStatus() {
  const [mutate] = useMutation(SET_ORDER_PAYMENT_STATUS_MUTATION);
  const setPaymentStatus = useCallback(
    async (id: number, paymentStatus: SettablePaymentStatus): Promise<void> => {
      await mutate({ variables: { id, paymentStatus } });
    },
    [mutate],
  );
  return { setPaymentStatus };
}
