import type { Logger } from 'pino';
import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';
import { handlersByType, type EventBus, type EventHandler, type EventHandlers, type SubscribeOptions, type Subscription } from './bus.ts';
import { deliverEvent } from './consumer-tracing.ts';

export interface DeadLetter {
  service: string;
  type: EventType;
  event: EventEnvelope;
  deliveries: number;
  error: string;
}

export interface InProcessBus extends EventBus {
  readonly kind: 'in-process';
  /** Events whose handler failed on every delivery (tests read it; production logs it). */
  readonly deadLetters: readonly DeadLetter[];
}

export interface InProcessBusOptions {
  /** Deliveries of one event to one service before it is dead-lettered (default 5, as with NATS). */
  maxDeliveries?: number;
  /** Delay before the first redelivery; each further one waits that much longer (default 500 ms). */
  retryDelayMs?: number;
  /** A second publish of an event id within this window is dropped, as JetStream's msgID does (default 2 min). */
  dedupeWindowMs?: number;
  /** Recent events kept so that a service subscribing late still gets them, as a new durable consumer would (default 10,000). */
  historySize?: number;
}

/** An event waiting for one service, as JSON text (see `history`); each delivery reads its own copy, as from NATS. */
interface Delivery {
  json: string;
  deliveries: number;
}

interface Replica {
  handler: EventHandler;
  busy: boolean;
  active: boolean;
}

/** The in-memory stand-in for one durable consumer: a (service, type) queue shared by that service's replicas. */
interface Queue {
  service: string;
  type: EventType;
  pending: Delivery[];
  replicas: Replica[];
  nextReplica: number;
}

/**
 * The bus of the embedded default: every service runs in this process. It keeps NATS's delivery
 * contract so services cannot tell the difference: per (service, type) one queue shared by the
 * service's replicas, at-least-once delivery with redelivery after a failure, dead-lettering after
 * the last delivery, duplicate publishes dropped by event id. Publish never waits for handlers.
 */
export function createInProcessBus(log: Logger, options: InProcessBusOptions = {}): InProcessBus {
  const maxDeliveries = options.maxDeliveries ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const dedupeWindowMs = options.dedupeWindowMs ?? 120_000;
  const historySize = options.historySize ?? 10_000;

  const queues = new Map<string, Queue>();
  const seen = new Map<string, number>();
  // Retained and queued events are kept as JSON text, as a stream keeps them. As objects, ten thousand
  // retained order.placed envelopes (and, in a rush, the confirmations queued behind notification)
  // were some 900,000 small objects that every major collection marked again; as text, one each.
  const history: Array<{ type: EventType; json: string }> = [];
  const deadLetters: DeadLetter[] = [];
  /** Fan-out subscribers (`everyReplica`): each sees every event published after it subscribed. */
  const listeners = new Set<{ service: string; handlers: EventHandlers }>();
  const inFlight = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let closed = false;

  function rememberId(id: string): boolean {
    const now = Date.now();
    for (const [seenId, at] of seen) {
      if (now - at < dedupeWindowMs) break; // insertion order = time order
      seen.delete(seenId);
    }
    if (seen.has(id)) return false;
    seen.set(id, now);
    return true;
  }

  function queueOf(service: string, type: EventType): Queue {
    const key = `${service}\u0000${type}`;
    let queue = queues.get(key);
    if (!queue) {
      // A new durable consumer starts from the stream's retained events, so a service that starts
      // after another already published does not miss them.
      const pending = history.filter((retained) => retained.type === type).map((retained) => ({ json: retained.json, deliveries: 0 }));
      queue = { service, type, pending, replicas: [], nextReplica: 0 };
      queues.set(key, queue);
    }
    return queue;
  }

  function schedule(queue: Queue): void {
    setImmediate(() => dispatch(queue));
  }

  function dispatch(queue: Queue): void {
    while (!closed && queue.pending.length > 0) {
      const replica = nextIdleReplica(queue);
      if (!replica) return;
      const delivery = queue.pending.shift()!;
      replica.busy = true;
      const running = deliver(queue, replica, delivery).finally(() => {
        inFlight.delete(running);
        replica.busy = false;
        if (queue.pending.length > 0) schedule(queue);
      });
      inFlight.add(running);
    }
  }

  function nextIdleReplica(queue: Queue): Replica | undefined {
    const count = queue.replicas.length;
    for (let i = 0; i < count; i++) {
      const index = (queue.nextReplica + i) % count;
      const replica = queue.replicas[index]!;
      if (replica.active && !replica.busy) {
        queue.nextReplica = (index + 1) % count;
        return replica;
      }
    }
    return undefined;
  }

  async function deliver(queue: Queue, replica: Replica, delivery: Delivery): Promise<void> {
    const event = JSON.parse(delivery.json) as EventEnvelope;
    delivery.deliveries += 1;
    try {
      await deliverEvent({ service: queue.service, event, deliveries: delivery.deliveries }, replica.handler);
      return;
    } catch (error) {
      if (delivery.deliveries >= maxDeliveries) {
        const message = error instanceof Error ? error.message : String(error);
        deadLetters.push({ service: queue.service, type: queue.type, event, deliveries: delivery.deliveries, error: message });
        log.error(
          { err: error, service: queue.service, eventType: event.type, event, deliveries: delivery.deliveries },
          'event dead-lettered after its last delivery',
        );
        return;
      }
      log.warn(
        { err: error, service: queue.service, eventType: event.type, eventId: event.id, deliveries: delivery.deliveries },
        'event handler failed; will redeliver',
      );
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        queue.pending.unshift(delivery);
        dispatch(queue);
      }, retryDelayMs * delivery.deliveries);
      retryTimers.add(timer);
    }
  }

  return {
    kind: 'in-process',
    deadLetters,

    async publish(event) {
      if (closed) throw new Error('the event bus is closed');
      if (!rememberId(event.id)) return;
      const json = JSON.stringify(event);
      history.push({ type: event.type, json });
      if (history.length > historySize) history.splice(0, history.length - historySize);
      for (const listener of listeners) {
        const handler = listener.handlers[event.type] as EventHandler | undefined;
        if (!handler) continue;
        setImmediate(() =>
          deliverEvent({ service: listener.service, event: JSON.parse(json) as EventEnvelope, deliveries: 1 }, handler).catch((error: unknown) =>
            log.error({ err: error, eventType: event.type, eventId: event.id }, 'fan-out event handler failed'),
          ),
        );
      }
      for (const queue of queues.values()) {
        if (queue.type !== event.type) continue;
        queue.pending.push({ json, deliveries: 0 });
        schedule(queue);
      }
    },

    async subscribe(subscription: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new Error('the event bus is closed');
      if (subscription.everyReplica) {
        const listener = { service: subscription.service, handlers: subscription.handlers };
        listeners.add(listener);
        return { stop: async () => void listeners.delete(listener) };
      }
      const joined: Array<{ queue: Queue; replica: Replica }> = [];
      for (const [type, handler] of handlersByType(subscription.handlers)) {
        const queue = queueOf(subscription.service, type);
        const replica: Replica = { handler, busy: false, active: true };
        queue.replicas.push(replica);
        joined.push({ queue, replica });
        schedule(queue);
      }
      return {
        async stop() {
          for (const { queue, replica } of joined) {
            replica.active = false;
            queue.replicas = queue.replicas.filter((other) => other !== replica);
            queue.nextReplica = 0;
          }
          // Events stay queued for the service (durable); handlers already running finish.
          while (joined.some(({ replica }) => replica.busy)) await Promise.race(inFlight);
        },
      };
    },

    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
