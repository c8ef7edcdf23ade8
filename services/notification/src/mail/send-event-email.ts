import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/inbox';
import type { NotificationDeps } from '../notification-deps.ts';
import type { EmailDelivery } from './email-delivery.ts';
import { recordEmail, type NewEmail } from './history/records.ts';

export interface EventEmailDeps {
  handleEventOnce: NotificationDeps['handleEventOnce'];
  delivery: EmailDelivery;
  appUrl: string;
  /** The schools' zone: deadlines in e-mails are rendered from the domain rule in it. */
  schoolTimeZone: string;
}

export type EventEmail = Omit<NewEmail, 'sourceEventId'>;

/**
 * The story of every e-mail an event asks for: apply the event once per event id (the inbox row,
 * any read-model change `compose` makes and the pending e-mail commit together, so a redelivered
 * event finds its id and sends nothing twice), then send it. `compose` runs in that transaction and
 * answers the e-mail to send, or null when there is none (e.g. the user was deleted meanwhile).
 *
 * The send's outcome never rejects: after its retries a failed e-mail is recorded as failed, and
 * the consumer acks. Redelivering the event could not send it (its id is in the inbox already) and
 * would only hold up the events behind it; the record is what the administrator sees and where
 * the failure stays. If the process dies before the send, the pending record is resumed at the
 * next start, so nothing is dropped either way. Only a database failure rejects, before or after
 * the commit, and the bus redelivers.
 */
export async function sendEmailForEvent(
  deps: EventEmailDeps,
  event: EventEnvelope,
  compose: EventEmail | ((tx: Transaction) => Promise<EventEmail | null>),
): Promise<void> {
  let notificationId: number | null = null;
  await deps.handleEventOnce(event, async (tx) => {
    const email = typeof compose === 'function' ? await compose(tx) : compose;
    if (email) notificationId = await recordEmail(tx, { ...email, sourceEventId: event.id }, now());
  });
  if (notificationId === null) return;
  await deps.delivery.deliver(notificationId);
}
