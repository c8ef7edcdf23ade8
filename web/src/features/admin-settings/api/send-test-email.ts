import { graphql } from '../../../gql/gql.ts';
import type { SendTestEmailMutation } from '../../../gql/graphql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

/** What the notification service answers about an e-mail it was asked to send. */
export type TestEmailOutcome = SendTestEmailMutation['sendTestEmail'];

const SEND_TEST_EMAIL_MUTATION = graphql(`
  mutation SendTestEmail {
    sendTestEmail {
      ...EmailOutcomeFields
    }
  }
`);

/**
 * Sends a test e-mail to the signed-in administrator and answers how it went. Refreshes the
 * overview counters and the Communications history (both evicted, so they ask again when shown).
 */
export const useSendTestEmail = () =>
  useMutationAnswer(SEND_TEST_EMAIL_MUTATION, (data) => data.sendTestEmail, 'The test e-mail was not sent', {
    update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
  });
