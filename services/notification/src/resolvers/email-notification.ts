import type { EmailWithDeliveries } from '../mail/email-history.ts';

type DeliveryRow = EmailWithDeliveries['deliveries'][number];

export const emailNotificationResolvers = {
  recipientEmails: (email: EmailWithDeliveries) => email.deliveries.map((delivery) => delivery.recipient),
  createdAt: (email: EmailWithDeliveries) => email.createdAt.toISOString(),
  completedAt: (email: EmailWithDeliveries) => email.completedAt?.toISOString() ?? null,
};

export const emailDeliveryResolvers = {
  sentAt: (delivery: DeliveryRow) => delivery.sentAt?.toISOString() ?? null,
};
