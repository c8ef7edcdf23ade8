import { PaymentOptionsDocument, type PaymentOptionsQuery } from '../../../gql/graphql.ts';
import { queryHook } from '../../../lib/operation-hooks.ts';

export type PaymentOptions = PaymentOptionsQuery['paymentOptions'];

/** The payment step's PayPal and Zelle links and QR images for the amount due (admin-area.md: manual payment). */
export const usePaymentOptions = queryHook(PaymentOptionsDocument, 'paymentOptions', (amountDue: string) => ({ variables: { amountDue } }));
