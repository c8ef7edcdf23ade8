import type { EventEnvelope } from '@lunchbox/contracts/events';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@lunchbox/kit/db/database';
import { emailNotifications, type KnownUserRow } from '../db/schema.ts';
import { enqueueEmail } from '../mail/event-emails.ts';
import type { LeasedEmail } from '../mail/mail-repository.ts';
import { accountClosedEmail } from './account-closed-email.ts';

/**
 * The last e-mail of a parent who closed their own account, enqueued in the transaction that forgets
 * them (so it is asked for exactly once), to the address the users read model still held. It belongs
 * to no user id: forgetting the user must not take it before it has gone.
 */
export async function enqueueFarewell(tx: Transaction, event: EventEnvelope<'user.deleted'>, user: KnownUserRow | null): Promise<LeasedEmail | null> {
  if (!event.data.closedByOwner || !user?.email) return null;
  const content = accountClosedEmail({ fullName: user.fullName || user.username || '', language: user.language });
  return enqueueEmail(tx, event, { kind: 'account_closed', userId: null, to: [user.email], content });
}

/**
 * Once the last e-mail has been tried, its record goes too: keeping it would keep the address of
 * someone whose data is gone. The one gap: should the process stop between the commit and the send,
 * the resume at the next start sends it like any pending e-mail and its record stays.
 */
export async function forgetFarewell(db: Database, emailId: number): Promise<void> {
  await db.delete(emailNotifications).where(eq(emailNotifications.id, emailId));
}
