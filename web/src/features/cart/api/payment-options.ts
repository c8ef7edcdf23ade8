import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface PaymentOptions {
  __typename?: 'PaymentOptions';
  paypalUrl: string;
  /** A data: URL of the QR image of paypalUrl. */
  paypalQr: string;
  zelleUrl: string;
  zelleQr: string;
  /** The administrator's settings (issue 10), null until saved. */
  paypalMeHandle: string | null;
  zelleRecipientName: string | null;
  zelleRecipient: string | null;
}

const PAYMENT_OPTIONS_QUERY: TypedDocumentNode<{ paymentOptions: PaymentOptions }, { amountDue: string }> = gql`
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
`;

/** The payment step's PayPal and Zelle links and QR images for the amount due (admin-area.md: manual payment). */
export function usePaymentOptions(amountDue: string) {
  const { data, loading, error, refetch } = useQuery(PAYMENT_OPTIONS_QUERY, { variables: { amountDue } });
  return { options: data?.paymentOptions ?? null, loading: loading && !data, error, refetch };
}
