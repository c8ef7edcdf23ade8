import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { NotificationType, RecipientChoice } from '@lunchbox/domain/communication-schemas';
import { HISTORY_LIMIT, NOTIFICATION_HISTORY_QUERY } from './notification-history.ts';

/** POST /api/email-notifications' payload (admin-area.md section 7). */
export interface EmailNotificationInput {
  title: string;
  subject: string;
  message: string;
  recipients: RecipientChoice;
  specificEmails: string[] | null;
  notificationType: NotificationType;
  status: 'sent';
}

const SEND_EMAIL_NOTIFICATION_MUTATION = graphql(`
  mutation SendEmailNotification($input: EmailNotificationInput!) {
    sendEmailNotification(input: $input) {
      ...NotificationFields
    }
  }
`);

/**
 * Sends a Communications e-mail and answers its record as the server left it: status, sentCount,
 * failedCount, error. Refetches the history and drops the cached overview counters (Emails Sent).
 */
export const useSendEmailNotification = () =>
  useMutationAnswer(SEND_EMAIL_NOTIFICATION_MUTATION, (data) => data.sendEmailNotification, 'The server did not answer how the e-mail went', {
    refetchQueries: [{ query: NOTIFICATION_HISTORY_QUERY, variables: { limit: HISTORY_LIMIT } }],
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
    },
  });
