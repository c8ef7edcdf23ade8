import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** One notification of the Communications history: an e-mail, or a WhatsApp notification that was only logged. */
export interface NotificationRecord {
  __typename?: 'EmailNotification';
  id: number;
  /** bulk (Communications), direct (Users tab), test (Settings), or an automatic e-mail. */
  kind: string;
  /** 'email' or 'whatsapp'. */
  method: string;
  title: string | null;
  subject: string;
  message: string;
  /** all_users, active_users or specific. */
  recipients: string | null;
  specificEmails: string[] | null;
  specificPhones: string[] | null;
  notificationType: string | null;
  recipientCount: number;
  /** pending, sent, partial, failed, or logged (WhatsApp). */
  status: string;
  sentCount: number;
  failedCount: number;
  error: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export const NOTIFICATION_FIELDS = gql`
  fragment NotificationFields on EmailNotification {
    id
    kind
    method
    title
    subject
    message
    recipients
    specificEmails
    specificPhones
    notificationType
    recipientCount
    status
    sentCount
    failedCount
    error
    createdAt
  }
`;

/** How many the history shows. */
export const HISTORY_LIMIT = 100;

export const NOTIFICATION_HISTORY_QUERY: TypedDocumentNode<{ emailNotifications: NotificationRecord[] }, { limit: number }> = gql`
  query NotificationHistory($limit: Int) {
    emailNotifications(limit: $limit) {
      ...NotificationFields
    }
  }
  ${NOTIFICATION_FIELDS}
`;

/** The notification history, newest first (GET /api/email-notifications; administrators only). Refetched after every send. */
export function useNotificationHistory() {
  const { data, loading, error, refetch, networkStatus } = useQuery(NOTIFICATION_HISTORY_QUERY, {
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
