import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  EmailTemplatesDocument,
  LogWhatsAppNotificationDocument,
  NextWeekMenuDocument,
  NotificationHistoryDocument,
  SendEmailNotificationDocument,
  type EmailTemplatesQuery,
  type LogWhatsAppNotificationMutation,
  type NextWeekMenuQuery,
  type NotificationFieldsFragment,
} from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';
import type { NotificationType, RecipientChoice } from '@lunchbox/domain/communication-schemas';

/** A quick template of the Communications tab, as the server offers it. */
export type EmailTemplate = EmailTemplatesQuery['emailTemplates'][number];

export type NextWeekMenuDay = NextWeekMenuQuery['nextWeekMenu']['days'][number];

export type NextWeekMenu = NextWeekMenuQuery['nextWeekMenu'];

/** One notification of the Communications history: an e-mail, or a WhatsApp notification that was only logged. */
export type NotificationRecord = NotificationFieldsFragment;

export type WhatsAppNotificationResult = LogWhatsAppNotificationMutation['logWhatsAppNotification'];

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

/** POST /api/whatsapp-notifications' payload (admin-area.md section 3). */
export interface WhatsAppNotificationInput {
  title: string | null;
  message: string;
  recipients: RecipientChoice;
  specificPhones: string[] | null;
  notificationType: NotificationType;
}

/** How many the history shows. */
export const HISTORY_LIMIT = 100;

const HISTORY_REFETCH = { query: NotificationHistoryDocument, variables: { limit: HISTORY_LIMIT } };

/** The quick templates (GET /api/email-templates; administrators only). Read only; nothing refreshes them. */
export function useEmailTemplates() {
  const { data, loading, error } = useQuery(EmailTemplatesDocument);
  return { templates: data?.emailTemplates ?? [], loading: loading && !data, error };
}

/** The notification history, newest first (GET /api/email-notifications; administrators only). Refetched after every send. */
export function useNotificationHistory() {
  const { data, loading, error, refetch, networkStatus } = useQuery(NotificationHistoryDocument, {
    variables: { limit: HISTORY_LIMIT },
    notifyOnNetworkStatusChange: true,
  });
  return {
    notifications: data?.emailNotifications ?? [],
    loading: loading && !data,
    refreshing: loading && Boolean(data) && networkStatus === 4,
    error,
    refetch,
  };
}

/**
 * Asks the server for next week's menu each time (GET /api/admin/next-week-menu), never from the
 * cache: the administrator may have changed the menu a moment ago. Throws what the server
 * answered (NOT_FOUND when next week has no items).
 */
export function useLoadNextWeekMenu(): () => Promise<NextWeekMenu> {
  const client = useApolloClient();
  return useCallback(async () => {
    const result = await client.query({ query: NextWeekMenuDocument, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
    if (!result.data) throw new Error('No answer');
    return result.data.nextWeekMenu;
  }, [client]);
}

/**
 * Sends a Communications e-mail and answers its record as the server left it: status, sentCount,
 * failedCount, error. Refetches the history and drops the cached overview counters (Emails Sent).
 */
export const useSendEmailNotification = mutationHook(SendEmailNotificationDocument, 'sendEmailNotification', 'The server did not answer how the e-mail went', {
  refetchQueries: [HISTORY_REFETCH],
  update(cache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
  },
});

/** Logs a WhatsApp notification (simulation: nothing is sent); refetches the history. */
export const useLogWhatsAppNotification = mutationHook(LogWhatsAppNotificationDocument, 'logWhatsAppNotification', 'The server did not answer', {
  refetchQueries: [HISTORY_REFETCH],
});
