import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

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
export const useSetOrderPaymentStatus = () =>
  useMutationAnswer(SET_ORDER_PAYMENT_STATUS_MUTATION, (data) => data.setOrderPaymentStatus, 'The payment status was not changed');
