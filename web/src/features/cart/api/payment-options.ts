import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface PaymentOptions {
  __typename?: 'PaymentOptions';
  paypalUrl: string;
  /** A data: URL of the QR image of paypalUrl. */
  paypalQr: string;
  zelleUrl: string;
  zelleQr: string;
}

const PAYMENT_OPTIONS_QUERY: TypedDocumentNode<{ paymentOptions: PaymentOptions }, Record<string, never>> = gql`
  query PaymentOptions {
    paymentOptions {
      paypalUrl
      paypalQr
      zelleUrl
      zelleQr
    }
  }
`;

/** The payment step's PayPal and Zelle links and QR images (admin-area.md: manual payment). */
export function usePaymentOptions() {
  const { data, loading, error, refetch } = useQuery(PAYMENT_OPTIONS_QUERY);
  return { options: data?.paymentOptions ?? null, loading: loading && !data, error, refetch };
}
