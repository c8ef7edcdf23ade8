import type { EventEnvelope } from '@lunchbox/contracts/events';
import { runWithEventId } from '../process/logger.ts';
import { eventRedeliveriesTotal, eventsHandledTotal } from './metrics.ts';
import { contextOfCarrier, currentTraceCarrier, inSpan, SpanKind, tracerOf } from './tracing.ts';

/**
 * The envelope with the trace context of the change that wrote it (the checkout's request), so the
 * relay and the consumers continue that trace across the outbox and the bus. Unchanged when off.
 */
export function withTraceContext(event: EventEnvelope): EventEnvelope {
  if (event.trace) return event;
  const carrier = currentTraceCarrier();
  return Object.keys(carrier).length > 0 ? { ...event, trace: carrier } : event;
}

/** The relay's hand-over of one event to the bus, as a producer span of the event's trace. */
export function publishTraced(service: string, event: EventEnvelope, publish: () => Promise<void>): Promise<void> {
  return inSpan(
    tracerOf(service),
    `publish ${event.type}`,
    { kind: SpanKind.PRODUCER, parent: contextOfCarrier(event.trace), attributes: { 'messaging.message.id': event.id, 'lunchbox.event.type': event.type } },
    publish,
  );
}

/**
 * One delivery of an event to a consuming service, for both bus adapters: its log lines carry the
 * event id, it runs in a consumer span of the event's trace, and it is counted handled or failed
 * (and as a redelivery after the first).
 */
export function deliverEvent(
  delivery: { service: string; event: EventEnvelope; deliveries: number },
  handler: (event: EventEnvelope) => Promise<void>,
): Promise<void> {
  const { service, event, deliveries } = delivery;
  if (deliveries > 1) eventRedeliveriesTotal.inc({ service, type: event.type });
  return runWithEventId(event.id, () =>
    inSpan(
      tracerOf(service),
      `consume ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextOfCarrier(event.trace),
        attributes: { 'messaging.message.id': event.id, 'lunchbox.event.type': event.type, 'messaging.delivery.count': deliveries },
      },
      async () => {
        try {
          await handler(event);
          eventsHandledTotal.inc({ service, type: event.type, outcome: 'handled' });
        } catch (error) {
          eventsHandledTotal.inc({ service, type: event.type, outcome: 'failed' });
          throw error;
        }
      },
    ),
  );
}
