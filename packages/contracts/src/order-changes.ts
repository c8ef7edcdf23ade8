import type { EventEnvelope, EventType } from './events.ts';

/** The events that change a lunch as the kitchen board shows it (issue 14 §3). */
export const ORDER_CHANGE_EVENTS = ['order.placed', 'order.cancelled', 'order.payment_changed', 'checkout.payment_changed'] as const satisfies EventType[];

export type OrderChangeKind = 'placed' | 'cancelled' | 'payment';

/** One lunch's change, as the board's stream (GET /api/admin/live) sends it and ordering's catch-up answers it. */
export interface OrderChange {
  /** The event's id: the stream's event id, from which a reconnecting board catches up. */
  eventId: string;
  kind: OrderChangeKind;
  orderId: number;
  childName: string;
  school: string;
  grade: string;
  /** YYYY-MM-DD: the board reloads only when it shows this date. */
  lunchDate: string;
  lunchOptions: string[];
  /** pending, paid or failed for a payment change; null otherwise. */
  paymentStatus: string | null;
}

/** The lunch changes one event announces: a checkout names several lunches, a per-lunch change one. */
export function orderChangesOf(event: EventEnvelope): OrderChange[] {
  const base =
    (kind: OrderChangeKind, paymentStatus: string | null) =>
    (line: { orderId: number; childName: string; school: string; grade: string; lunchDate: string; lunchOptions: string[] }) => ({
      eventId: event.id,
      kind,
      orderId: line.orderId,
      childName: line.childName,
      school: line.school,
      grade: line.grade,
      lunchDate: line.lunchDate,
      lunchOptions: line.lunchOptions,
      paymentStatus,
    });
  switch (event.type) {
    case 'order.placed':
      return (event as EventEnvelope<'order.placed'>).data.orders.map(base('placed', null));
    case 'order.cancelled':
      return (event as EventEnvelope<'order.cancelled'>).data.orders.map(base('cancelled', null));
    case 'order.payment_changed': {
      const { data } = event as EventEnvelope<'order.payment_changed'>;
      return data.orders.map(base('payment', data.status));
    }
    case 'checkout.payment_changed': {
      const { data } = event as EventEnvelope<'checkout.payment_changed'>;
      return data.orders.map(base('payment', data.status));
    }
    default:
      return [];
  }
}
