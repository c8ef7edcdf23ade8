import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { LogWhatsAppNotificationMutation } from '../../../gql/graphql.ts';
import type { NotificationType, RecipientChoice } from '@lunchbox/domain/communication-schemas';
import { HISTORY_LIMIT, NOTIFICATION_HISTORY_QUERY } from './notification-history.ts';

/** POST /api/whatsapp-notifications' payload (admin-area.md section 3). */
export interface WhatsAppNotificationInput {
  title: string | null;
  message: string;
  recipients: RecipientChoice;
  specificPhones: string[] | null;
  notificationType: NotificationType;
}

export type WhatsAppNotificationResult = LogWhatsAppNotificationMutation['logWhatsAppNotification'];

const LOG_WHATSAPP_NOTIFICATION_MUTATION = graphql(`
  mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) {
    logWhatsAppNotification(input: $input) {
      sentTo
      message
      notification {
        ...NotificationFields
      }
    }
  }
`);

/** Logs a WhatsApp notification (simulation: nothing is sent); refetches the history. */
export const useLogWhatsAppNotification = () =>
  useMutationAnswer(LOG_WHATSAPP_NOTIFICATION_MUTATION, (data) => data.logWhatsAppNotification, 'The server did not answer', {
    refetchQueries: [{ query: NOTIFICATION_HISTORY_QUERY, variables: { limit: HISTORY_LIMIT } }],
  });
