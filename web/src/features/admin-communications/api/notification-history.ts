import { graphql } from '../../../gql/gql.ts';
import type { NotificationFieldsFragment } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** One notification of the Communications history: an e-mail, or a WhatsApp notification that was only logged. */
export type NotificationRecord = NotificationFieldsFragment;

export const NOTIFICATION_FIELDS = graphql(`
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
`);

/** How many the history shows. */
export const HISTORY_LIMIT = 100;

export const NOTIFICATION_HISTORY_QUERY = graphql(`
  query NotificationHistory($limit: Int) {
    emailNotifications(limit: $limit) {
      ...NotificationFields
    }
  }
`);

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
