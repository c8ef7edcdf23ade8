import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** A subscriber's handler of each event type it consumes: the bus hands each event to its type's handler. */
export type EventHandlers = { [T in EventType]?: (event: EventEnvelope<T>) => Promise<void> };

/** The same handler for each of these types (a cache that any of several events invalidates). */
export function sameHandlerFor(types: readonly EventType[], handler: EventHandler): EventHandlers {
  return Object.fromEntries(types.map((type) => [type, handler]));
}

export interface SubscribeOptions {
  /** The consuming service: replicas of one service share its durable consumers (queue semantics). */
  service: string;
  /** One handler per event type consumed; the types subscribed to are its keys. */
  handlers: EventHandlers;
  /**
   * Every subscriber gets every event published from now on (fan-out), instead of one replica of
   * the service getting each (queue). For caches that each replica keeps of another service's data
   * (the gateway's): nothing is kept for a subscriber that is gone, nothing from before it started is
   * replayed, and a handler that throws is logged, not redelivered.
   */
  everyReplica?: boolean;
}

/** The subscribed types with their handlers, each handler taking any envelope (the bus gives it only its type's). */
export function handlersByType(handlers: EventHandlers): Array<[EventType, EventHandler]> {
  const entries = Object.entries(handlers) as Array<[EventType, EventHandler | undefined]>;
  return entries.filter((entry): entry is [EventType, EventHandler] => entry[1] !== undefined);
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * The one event bus interface, with two adapters: NATS JetStream (distributed) and in-process
 * (embedded default). Services publish only through their outbox relay, never directly.
 *
 * Delivery contract of both adapters: at least once; a handler that resolves is acked, one that
 * throws is redelivered after a short delay, and after `maxDeliveries` attempts the event is
 * dead-lettered (logged and kept on `lunch.dlq.<service>.<type>`), never silently dropped.
 */
export interface EventBus {
  readonly kind: 'nats' | 'in-process';
  publish(event: EventEnvelope): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}
