import { AdminPaymentsDocument, SetCheckoutPaymentStatusDocument, type AdminPaymentsQuery } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';
import type { PaymentStatus } from '@lunchbox/domain/payment-rules';

export type CheckoutPayment = AdminPaymentsQuery['adminPayments'][number];

/** GET /api/admin/payments?status=: one status's checkouts, asked again each time the tab shows it. */
export const useAdminPayments = queryHook(AdminPaymentsDocument, 'adminPayments', (status: PaymentStatus) => ({
  variables: { status },
  fetchPolicy: 'cache-and-network',
}));

/** PATCH /api/admin/payments/{reference}: every lunch of the checkout at once; the lists and the day's orders are asked again. */
export const useSetCheckoutPayment = mutationHook(SetCheckoutPaymentStatusDocument, 'setCheckoutPaymentStatus', 'The payment was not changed', {
  refetchQueries: [AdminPaymentsDocument],
  update: (cache) => evictRootFields(cache, 'adminOrders'),
});
