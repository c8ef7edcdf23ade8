import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { SendUserEmailMutation } from '../../../gql/graphql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

/** How the e-mail went, as the notification service answers it. */
export type UserEmailOutcome = SendUserEmailMutation['sendUserEmail'];

const SEND_USER_EMAIL_MUTATION = graphql(`
  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {
    sendUserEmail(userId: $userId, subject: $subject, message: $message) {
      ...EmailOutcomeFields
    }
  }
`);

/**
 * E-mails one user (administrators only) and answers how it went. Evicts the overview counters
 * and the Communications history, which ask again when next shown.
 */
export function useSendUserEmail() {
  const [mutate, { loading }] = useMutation(SEND_USER_EMAIL_MUTATION, {
    update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
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
