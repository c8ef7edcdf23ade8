import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { revokeSessionsOf } from './session-repository.ts';

/** Ends every session of the user inside the caller's transaction, and tells the gateways. */
export async function endAllSessionsOf(tx: EventTransaction, userId: number): Promise<void> {
  await revokeSessionsOf(tx, userId);
  await tx.recordEvent('session.ended', { userId });
}
