import type { NotificationDeps } from '../notification-deps.ts';
import { adminStatsResolvers } from './admin-stats.ts';
import { emailDeliveryResolvers } from './email-delivery.ts';
import { emailNotificationResolvers } from './email-notification.ts';
import { feedbackResolvers } from './feedback.ts';
import { auditQueryResolvers } from './audit.ts';
import { mutationResolvers } from './mutation.ts';
import { queryResolvers } from './query.ts';
import { userResolvers } from './user.ts';

/** The resolvers of each GraphQL type the notification subgraph answers for. */
export function notificationResolvers(notification: NotificationDeps) {
  return {
    Query: { ...queryResolvers(notification), ...auditQueryResolvers(notification) },
    Mutation: mutationResolvers(notification),
    EmailNotification: emailNotificationResolvers,
    EmailDelivery: emailDeliveryResolvers,
    Feedback: feedbackResolvers,
    AdminStats: adminStatsResolvers(notification),
    User: userResolvers(notification),
  };
}
