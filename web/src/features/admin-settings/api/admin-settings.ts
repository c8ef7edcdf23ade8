import { PaymentSettingsDocument, SendTestEmailDocument, UpdatePaymentSettingsDocument, type SendTestEmailMutation } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

/** What the notification service answers about an e-mail it was asked to send. */
export type TestEmailOutcome = SendTestEmailMutation['sendTestEmail'];

/** GET /api/admin/payment-settings. */
export const usePaymentSettings = queryHook(PaymentSettingsDocument, 'paymentSettings', { fetchPolicy: 'network-only' });

/** PUT /api/admin/payment-settings; the payment step asks for its options afresh each time it opens. */
export const useSavePaymentSettings = mutationHook(UpdatePaymentSettingsDocument, 'updatePaymentSettings', 'The payment settings were not saved', {
  refetchQueries: [PaymentSettingsDocument],
});

/**
 * Sends a test e-mail to the signed-in administrator and answers how it went. Refreshes the
 * overview counters and the Communications history (both evicted, so they ask again when shown).
 */
export const useSendTestEmail = mutationHook(SendTestEmailDocument, 'sendTestEmail', 'The test e-mail was not sent', {
  update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
});
