import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { SendTestEmailMutation } from '../../../gql/graphql.ts';
import { useMutation } from '@apollo/client/react';
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
export function useSendTestEmail() {
  const [mutate, { loading }] = useMutation(SEND_TEST_EMAIL_MUTATION, {
    update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
  });
  const sendTestEmail = useCallback(async (): Promise<TestEmailOutcome> => {
    const result = await mutate();
    if (!result.data) throw new Error('The test e-mail was not sent');
    return result.data.sendTestEmail;
  }, [mutate]);
  return { sendTestEmail, sending: loading };
}
