import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

/** What the notification service answers about an e-mail it was asked to send. */
export interface TestEmailOutcome {
  __typename?: 'EmailNotification';
  id: number;
  /** pending (still under way), sent, partial or failed. */
  status: string;
  sentCount: number;
  failedCount: number;
  recipientEmails: string[];
  error: string | null;
}

const SEND_TEST_EMAIL_MUTATION: TypedDocumentNode<{ sendTestEmail: TestEmailOutcome }, Record<string, never>> = gql`
  mutation SendTestEmail {
    sendTestEmail {
      id
      status
      sentCount
      failedCount
      recipientEmails
      error
    }
  }
`;

/**
 * Sends a test e-mail to the signed-in administrator and answers how it went. Refreshes the
 * overview counters and the Communications history (both evicted, so they ask again when shown).
 */
export function useSendTestEmail() {
  const [mutate, { loading }] = useMutation(SEND_TEST_EMAIL_MUTATION, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'emailNotifications' });
      cache.gc();
    },
  });
  const sendTestEmail = useCallback(async (): Promise<TestEmailOutcome> => {
    const result = await mutate();
    if (!result.data) throw new Error('The test e-mail was not sent');
    return result.data.sendTestEmail;
  }, [mutate]);
  return { sendTestEmail, sending: loading };
}
