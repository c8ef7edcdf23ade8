import type { EmailNotificationResolvers } from '../generated/resolvers-types.ts';
import type { EmailWithDeliveries } from '../mail/history/history-repository.ts';

const recipientsBy = (method: 'email' | 'whatsapp') => (email: EmailWithDeliveries) =>
  email.method === method ? email.deliveries.map((delivery) => delivery.recipient) : [];

export const emailNotificationResolvers = {
  recipientEmails: recipientsBy('email'),
  recipientPhones: recipientsBy('whatsapp'),
  recipientCount: (email: EmailWithDeliveries) => email.deliveries.length,
  createdAt: (email: EmailWithDeliveries) => email.createdAt.toISOString(),
  completedAt: (email: EmailWithDeliveries) => email.completedAt?.toISOString() ?? null,
} satisfies EmailNotificationResolvers;
