import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/process/clock';
import { deleteFeedbackOfUser } from '../feedback/feedback-repository.ts';
import { forgetRecipient } from '../mail/history/forget-recipient.ts';
import type { LeasedEmail } from '../mail/mail-repository.ts';
import { enqueueFarewell } from '../my-account/farewell-email.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { findKnownUser, forgetUser } from '../read-models/users.ts';
import { deletePublishedEventsAbout } from './published-events-repository.ts';
import { notificationAudit } from '../audit/notification-audit.ts';

export interface ForgottenUser {
  feedback: number;
  deletedEmails: number;
  anonymisedDeliveries: number;
  publishedEvents: number;
  /** The last e-mail to a parent who closed their own account, to send once this has committed. */
  farewell: LeasedEmail | null;
}

/**
 * A deleted account leaves nothing personal here: its feedback, its row of the users read model and
 * its order activity go, the e-mails that were theirs alone are deleted, and in notifications they
 * received among others their address or phone number is anonymised (see forgetRecipient), and the
 * published events about them leave the outbox. The user is remembered as deleted (by id only), so
 * a late event about them brings nothing back. A parent who closed the account themselves is sent
 * a last e-mail. Answers what went, or null when the event was handled before.
 */
export async function forgetDeletedUser(deps: Pick<NotificationDeps, 'handleEventOnce'>, event: EventEnvelope<'user.deleted'>): Promise<ForgottenUser | null> {
  const { userId } = event.data;
  let forgotten: ForgottenUser | null = null;
  await deps.handleEventOnce(event, async (tx) => {
    const user = await findKnownUser(tx, userId);
    const history = await forgetRecipient(tx, { userId, emails: user?.email ? [user.email] : [], phones: user?.phone ? [user.phone] : [] });
    const feedback = await deleteFeedbackOfUser(tx, userId);
    const publishedEvents = await deletePublishedEventsAbout(tx, userId);
    await forgetUser(tx, userId, now());
    await notificationAudit.anonymiseActor(tx, userId);
    const farewell = await enqueueFarewell(tx, event, user);
    forgotten = { feedback, publishedEvents, ...history, farewell };
  });
  return forgotten;
}
