import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { SendUserEmailMutation } from '../../../gql/graphql.ts';
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
export const useSendUserEmail = () =>
  useMutationAnswer(SEND_USER_EMAIL_MUTATION, (data) => data.sendUserEmail, 'The e-mail was not sent', {
    update: (cache) => evictRootFields(cache, 'adminStats', 'emailNotifications'),
  });
