import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { PaymentOptionsQuery } from '../../../gql/graphql.ts';

export type PaymentOptions = PaymentOptionsQuery['paymentOptions'];

const PAYMENT_OPTIONS_QUERY = graphql(`
  query PaymentOptions($amountDue: String) {
    paymentOptions(amountDue: $amountDue) {
      paypalUrl
      paypalQr
      zelleUrl
      zelleQr
      paypalMeHandle
      zelleRecipientName
      zelleRecipient
    }
  }
`);

/** The payment step's PayPal and Zelle links and QR images for the amount due (admin-area.md: manual payment). */
export const usePaymentOptions = (amountDue: string) => useQueryAnswer(PAYMENT_OPTIONS_QUERY, (data) => data.paymentOptions, { variables: { amountDue } });
