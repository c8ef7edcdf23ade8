import { and, isNotNull, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/db';
import { outbox } from '../db/schema.ts';
import { deleteFeedbackOfUser } from '../feedback/feedback-repository.ts';
import { forgetRecipient } from '../mail/history/forget-recipient.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { findKnownUser, forgetUser } from '../read-models/users.ts';

/**
 * A deleted account leaves nothing personal here: its feedback, its row of the users read model and
 * its order activity go, the e-mails that were theirs alone are deleted, and in notifications they
 * received among others their address or phone number is anonymised (see forgetRecipient), and the
 * published events about them leave the outbox. The user
 * is remembered as deleted (by id only), so a late event about them brings nothing back.
 */
export function onUserDeleted(deps: Pick<NotificationDeps, 'db' | 'log' | 'handleEventOnce'>) {
  return async (event: EventEnvelope<'user.deleted'>): Promise<void> => {
    const { userId } = event.data;
    let removed = { feedback: 0, deletedEmails: 0, anonymisedDeliveries: 0, publishedEvents: 0 };
    const applied = await deps.handleEventOnce(event, async (tx) => {
      const user = await findKnownUser(tx, userId);
      const history = await forgetRecipient(tx, { userId, emails: user?.email ? [user.email] : [], phones: user?.phone ? [user.phone] : [] });
      const feedback = await deleteFeedbackOfUser(tx, userId);
      const publishedEvents = await forgetPublishedEventsOf(tx, userId);
      await forgetUser(tx, userId, now());
      removed = { feedback, publishedEvents, ...history };
    });
    if (applied) deps.log.info({ userId, ...removed }, "deleted user's notifications and feedback removed");
  };
}

/**
 * Published events stay in the outbox for a while; those about a deleted user (feedback.answered
 * carries their address and name) are removed with the rest of their data. Unpublished ones stay:
 * they must still reach the bus, and their consumers skip a deleted user.
 */
async function forgetPublishedEventsOf(tx: Transaction, userId: number): Promise<number> {
  const removed = await tx
    .delete(outbox)
    .where(and(isNotNull(outbox.publishedAt), sql`(${outbox.envelope} -> 'data' ->> 'userId') = ${String(userId)}`))
    .returning({ seq: outbox.seq });
  return removed.length;
}
