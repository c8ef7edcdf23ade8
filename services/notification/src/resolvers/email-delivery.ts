import type { EmailDeliveryResolvers } from '../generated/resolvers-types.ts';
import type { DeliveryRecord } from '../mail/history/records.ts';

export const emailDeliveryResolvers = {
  sentAt: (delivery: DeliveryRecord) => delivery.sentAt?.toISOString() ?? null,
} satisfies EmailDeliveryResolvers;
