import { z } from 'zod';
import type { EventDefinition } from './event-definition.ts';

/** The events notification publishes: an administrator's answer to feedback. */
export const notificationEvents = {
  'feedback.answered': {
    source: 'notification',
    data: z.object({
      feedbackId: z.number().int(),
      userId: z.number().int(),
      email: z.string(),
      userName: z.string(),
      adminResponse: z.string(),
    }),
  },
} as const satisfies Record<string, EventDefinition>;
