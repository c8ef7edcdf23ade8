import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';
import type { EventBus, Subscription } from '@lunchbox/kit/bus';
import { runWithEventId } from '@lunchbox/kit/logger';

export type EventHandlers = { [T in EventType]?: (event: EventEnvelope<T>) => Promise<void> };

/** One durable consumer of the notification service for all the event types it handles. */
export function subscribeNotificationConsumers(bus: EventBus, handlers: EventHandlers): Promise<Subscription> {
  return bus.subscribe({
    service: 'notification',
    types: Object.keys(handlers) as EventType[],
    handler: async (event) => {
      const handle = handlers[event.type] as ((event: EventEnvelope) => Promise<void>) | undefined;
      if (!handle) throw new Error(`notification has no handler for ${event.type}`);
      await runWithEventId(event.id, () => handle(event));
    },
  });
}
