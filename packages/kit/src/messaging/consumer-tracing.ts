import type { EventEnvelope } from '@lunchbox/contracts/events';
import { runWithEventId } from '../process/logger.ts';
import { eventRedeliveriesTotal, eventsHandledTotal } from '../observability/metrics.ts';
import { contextOfCarrier, inSpan, SpanKind, tracerOf } from '../observability/tracing.ts';

// Consuming: each delivery logged with its event id, traced and counted, whichever bus carried it.

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
