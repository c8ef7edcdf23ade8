// The steps every e-mail an event asks for shares: the event is applied once per event id (the inbox
// row, any read-model change and the pending e-mail commit together, so a redelivered event finds
// its id and sends nothing twice), the e-mail is enqueued in that transaction with this sender's
// lease on it, and it is sent once the transaction has committed.
//
// The send's outcome never rejects: after its retries a failed e-mail is recorded as failed, and the
// consumer acks. Redelivering the event could not send it (its id is in the inbox already) and would
// only hold up the events behind it; the record is what the administrator sees and where the
// failure stays. If the process dies before the send, the pending record is resumed at the next
// start, so nothing is dropped either way. Only a database failure rejects, before or after the
// commit, and the bus redelivers.
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/process/clock';
import type { Transaction } from '@lunchbox/kit/db/database';
import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { EmailSender } from './email-sender.ts';
import { leaseFrom } from './email-lease.ts';
import type { NewEmail } from './history/records.ts';
import { recordLeasedEmail, type LeasedEmail } from './mail-repository.ts';

/** What an event handler that sends an e-mail works with. */
export interface EventEmailDeps {
  handleEventOnce: ServiceRuntime['handleEventOnce'];
  emailSender: EmailSender;
  /** Where links in e-mails point (the web app). */
  appUrl: string;
  /** The schools' zone: deadlines in e-mails are rendered from the domain rule in it. */
  schoolTimeZone: string;
}

export type EventEmail = Omit<NewEmail, 'sourceEventId'>;

/**
 * Applies the event once and answers the e-mail its transaction enqueued: null when the event was
 * handled before, or asked for no e-mail (e.g. its user was deleted meanwhile).
 */
export async function enqueueOnce(
  deps: Pick<EventEmailDeps, 'handleEventOnce'>,
  event: EventEnvelope,
  apply: (tx: Transaction) => Promise<LeasedEmail | null>,
): Promise<LeasedEmail | null> {
  let enqueued: LeasedEmail | null = null;
  await deps.handleEventOnce(event, async (tx) => {
    enqueued = await apply(tx);
  });
  return enqueued;
}

/** Records the event's e-mail as pending, leased to this sender, who sends it once the transaction commits. */
export function enqueueEmail(tx: Transaction, event: EventEnvelope, email: EventEmail): Promise<LeasedEmail> {
  const at = now();
  return recordLeasedEmail(tx, { ...email, sourceEventId: event.id }, at, leaseFrom(at));
}
