import { z } from 'zod';
import type { EventDefinition } from './events/event-definition.ts';
import { identityEvents } from './events/identity-events.ts';
import { menuEvents } from './events/menu-events.ts';
import { notificationEvents } from './events/notification-events.ts';
import { orderingEvents } from './events/ordering-events.ts';

/** Every event on the bus travels in this envelope; `id` doubles as the JetStream msgID and the inbox key. */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  data: z.unknown(),
  /** W3C trace context (traceparent, tracestate) of the change that wrote the event; absent when tracing is off. */
  trace: z.record(z.string(), z.string()).optional(),
});

/**
 * The one registry of event types: which service publishes each one and the schema of its `data`.
 * Subjects are derived from it (`lunch.<source>.<type>`), so publisher and consumers cannot disagree.
 * Each publisher declares its own in `events/<service>-events.ts`; this is the one place they meet.
 *
 * Every event here has a producer and at least one consumer, or it goes (issue 9). Removed for
 * having none: `notification.sent` (an e-mail's outcome lives in notification's own history, which
 * is what the administrator reads), `feedback.submitted` (the administrator reads feedback from notification's own
 * table) and `credit.changed` (order.cancelled carries the credit given, order.placed the credit
 * used; the balance is read from ordering's ledger). A new consumer brings its event back with it.
 * Consumers: menu.*, child.* and user.deleted → ordering; user.*, password_reset.requested,
 * order.placed, order.cancelled, order.allergen_flagged, checkout.*, feedback.answered and diet_request.* → notification; order.placed,
 * order.cancelled, order.payment_changed, checkout.payment_changed and diet_request.decided → the gateway's live kitchen
 * board (issue 14 §3, issue 32), which brought `order.payment_changed` back.
 */
export const eventCatalog = {
  ...identityEvents,
  ...menuEvents,
  ...orderingEvents,
  ...notificationEvents,
} as const satisfies Record<string, EventDefinition>;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalog)[T]['data']>;

/** The envelope as `envelopeSchema` reads it, its type and data narrowed to one event of the catalog. */
export interface EventEnvelope<T extends EventType = EventType> extends Omit<z.infer<typeof envelopeSchema>, 'type' | 'data'> {
  type: T;
  data: EventData<T>;
}

export const eventTypes = Object.keys(eventCatalog) as EventType[];

export function subjectOf(type: EventType): string {
  return `lunch.${eventCatalog[type].source}.${type}`;
}

/** The version of its `data` that a producer of this release writes. */
export function currentVersionOf(type: EventType): number {
  return (eventCatalog[type] as EventDefinition).version ?? 1;
}

/** The versions of an event this release's consumers read: the one it writes and its neighbours it declares. */
export function readableVersionsOf(type: EventType): number[] {
  const definition: EventDefinition = eventCatalog[type];
  const current = currentVersionOf(type);
  return [...(definition.previous ? [current - 1] : []), current, ...(definition.next ? [current + 1] : [])];
}

export function createEvent<T extends EventType>(type: T, data: EventData<T>, occurredAt: Date = new Date()): EventEnvelope<T> {
  return {
    id: crypto.randomUUID(),
    type,
    version: currentVersionOf(type),
    occurredAt: occurredAt.toISOString(),
    data: eventCatalog[type].data.parse(data) as EventData<T>,
  };
}

/**
 * Validates an envelope read off the bus, in the current version or a neighbour the catalog declares
 * (a producer of the previous or next release running beside this one during a rolling deploy, or an
 * event written before the deploy and still in an outbox or the stream), brought to the current shape. A
 * message that fails here is a poison message, not a retryable error.
 */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = envelopeSchema.parse(raw);
  if (!(envelope.type in eventCatalog)) throw new Error(`unknown event type ${envelope.type}`);
  const type = envelope.type as EventType;
  const definition: EventDefinition = eventCatalog[type];
  const current = currentVersionOf(type);
  let data: unknown;
  if (envelope.version === current) data = definition.data.parse(envelope.data);
  else if (envelope.version === current - 1 && definition.previous)
    data = definition.data.parse(definition.previous.upgrade(definition.previous.data.parse(envelope.data)));
  else if (envelope.version === current + 1 && definition.next)
    data = definition.data.parse(definition.next.downgrade(definition.next.data.parse(envelope.data)));
  else throw new Error(`${type} version ${envelope.version} cannot be read: this release reads versions ${readableVersionsOf(type).join(', ')}`);
  return { ...envelope, type, version: current, data } as EventEnvelope;
}
