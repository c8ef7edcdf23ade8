import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Database } from '@lunchbox/kit/db';
import { handleOnce } from '@lunchbox/kit/inbox';
import { inbox } from '../db/schema.ts';
import type { EmailDelivery } from './email-delivery.ts';
import { recordEmail, type NewEmail } from './email-history.ts';

export interface EventEmailDeps {
  db: Database;
  delivery: EmailDelivery;
  appUrl: string;
}

/**
 * The story of every e-mail an event asks for: record it once per event id (the inbox row and the
 * pending e-mail commit together, so a redelivered event finds its id and sends nothing twice),
 * then send it.
 *
 * The send's outcome never rejects: after its retries a failed e-mail is recorded as failed, and
 * the consumer acks. Redelivering the event could not send it (its id is in the inbox already) and
 * would only hold up the events behind it; the record is what the administrator sees and where
 * the failure stays. If the process dies before the send, the pending record is resumed at the
 * next start, so nothing is dropped either way. Only a database failure rejects, before or after
 * the commit, and the bus redelivers.
 */
export async function sendEmailForEvent(deps: EventEmailDeps, event: EventEnvelope, email: Omit<NewEmail, 'sourceEventId'>): Promise<void> {
  let notificationId: number | null = null;
  await handleOnce(deps.db, inbox, event, async (tx) => {
    notificationId = await recordEmail(tx, { ...email, sourceEventId: event.id }, now());
  });
  if (notificationId === null) return;
  await deps.delivery.deliver(notificationId);
}
