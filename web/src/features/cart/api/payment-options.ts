import { graphql } from '../../../gql/gql.ts';
import type { PaymentOptionsQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

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
export function usePaymentOptions(amountDue: string) {
  const { data, loading, error, refetch } = useQuery(PAYMENT_OPTIONS_QUERY, { variables: { amountDue } });
  return { options: data?.paymentOptions ?? null, loading: loading && !data, error, refetch };
}
