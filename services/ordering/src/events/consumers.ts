import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';
import type { EventBus, Subscription } from '@lunchbox/kit/bus';
import type { Database } from '@lunchbox/kit/db';
import type { Logger } from 'pino';

/** What every ordering event handler needs. */
export interface ConsumerDeps {
  db: Database;
  log: Logger;
  /** Called after a handler's transaction wrote events, so the relay sends them at once. */
  eventsWritten(): void;
}

export type EventHandlers = { [T in EventType]?: (event: EventEnvelope<T>) => Promise<void> };

/** The ordering service's durable consumer: replicas share it, so each event is handled by one of them. */
export function subscribeOrderingConsumers(bus: EventBus, handlers: EventHandlers): Promise<Subscription> {
  return bus.subscribe({
    service: 'ordering',
    types: Object.keys(handlers) as EventType[],
    handler: async (event) => {
      const handle = handlers[event.type] as ((event: EventEnvelope) => Promise<void>) | undefined;
      if (!handle) throw new Error(`ordering has no handler for ${event.type}`);
      await handle(event);
    },
  });
}
