import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { LogWhatsAppNotificationMutation } from '../../../gql/graphql.ts';
import { useMutation } from '@apollo/client/react';
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
export function useLogWhatsAppNotification() {
  const [mutate, { loading }] = useMutation(LOG_WHATSAPP_NOTIFICATION_MUTATION, {
    refetchQueries: [{ query: NOTIFICATION_HISTORY_QUERY, variables: { limit: HISTORY_LIMIT } }],
  });
  const logWhatsAppNotification = useCallback(
    async (input: WhatsAppNotificationInput): Promise<WhatsAppNotificationResult> => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw new Error('The server did not answer');
      return result.data.logWhatsAppNotification;
    },
    [mutate],
  );
  return { logWhatsAppNotification, logging: loading };
}
