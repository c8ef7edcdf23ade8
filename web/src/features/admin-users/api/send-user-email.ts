import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

/** How the e-mail went, as the notification service answers it. */
export interface UserEmailOutcome {
  __typename?: 'EmailNotification';
  id: number;
  /** pending (still under way), sent, partial or failed. */
  status: string;
  sentCount: number;
  failedCount: number;
  /** The address it went to. */
  recipientEmails: string[];
  error: string | null;
}

const SEND_USER_EMAIL_MUTATION: TypedDocumentNode<{ sendUserEmail: UserEmailOutcome }, { userId: number; subject: string; message: string }> = gql`
  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {
    sendUserEmail(userId: $userId, subject: $subject, message: $message) {
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
 * E-mails one user (administrators only) and answers how it went. Evicts the overview counters
 * and the Communications history, which ask again when next shown.
 */
export function useSendUserEmail() {
  const [mutate, { loading }] = useMutation(SEND_USER_EMAIL_MUTATION, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'emailNotifications' });
      cache.gc();
    },
  });
  const sendUserEmail = useCallback(
    async (userId: number, subject: string, message: string): Promise<UserEmailOutcome> => {
      const result = await mutate({ variables: { userId, subject, message } });
      if (!result.data) throw new Error('The e-mail was not sent');
      return result.data.sendUserEmail;
    },
    [mutate],
  );
  return { sendUserEmail, sending: loading };
}
