import { eq } from 'drizzle-orm';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { sessions } from '../db/schema.ts';

/**
 * Turning two-factor on (or adding a passkey) proves a second factor in the session that did it;
 * every gateway's cached copy of the user's sessions is dropped on the event, so an administrator
 * held back by REQUIRE_ADMIN_2FA is let in at once wherever their next request lands.
 */
export async function markSessionSecondFactor(tx: EventTransaction, userId: number, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, sessionId));
  await tx.recordEvent('session.second_factor_proved', { userId });
}
