import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** The consuming service: replicas of one service share its durable consumers (queue semantics). */
  service: string;
  types: EventType[];
  handler: EventHandler;
  /**
   * Every subscriber gets every event published from now on (fan-out), instead of one replica of
   * the service getting each (queue). For caches that each replica keeps of another service's data
   * (the gateway's): nothing is kept for a subscriber that is gone, nothing from before it started is
   * replayed, and a handler that throws is logged, not redelivered.
   */
  everyReplica?: boolean;
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
