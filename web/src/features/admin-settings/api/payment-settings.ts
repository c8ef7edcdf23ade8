import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer, useQueryAnswer } from '../../../lib/operation-hooks.ts';

const PAYMENT_SETTINGS_QUERY = graphql(`
  query PaymentSettings {
    paymentSettings {
      paypalMeHandle
      zelleRecipientName
      zelleRecipient
    }
  }
`);

const UPDATE_PAYMENT_SETTINGS_MUTATION = graphql(`
  mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {
    updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) {
      paypalMeHandle
      zelleRecipientName
      zelleRecipient
    }
  }
`);

/** GET /api/admin/payment-settings. */
export const usePaymentSettings = () => useQueryAnswer(PAYMENT_SETTINGS_QUERY, (data) => data.paymentSettings, { fetchPolicy: 'network-only' });

/** PUT /api/admin/payment-settings; the payment step asks for its options afresh each time it opens. */
export const useSavePaymentSettings = () =>
  useMutationAnswer(UPDATE_PAYMENT_SETTINGS_MUTATION, (data) => data.updatePaymentSettings, 'The payment settings were not saved', {
    refetchQueries: [PAYMENT_SETTINGS_QUERY],
  });
