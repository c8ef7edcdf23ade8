import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { listChildIdsOf } from '../children/child-repository.ts';
import { deleteUserRow } from './user-repository.ts';

/**
 * Removes the account with its children, sessions and reset tokens (foreign keys cascade), and
 * tells the other services, which remove what they hold of the user when `user.deleted` arrives.
 * The one removal behind both the administrator's delete and a parent closing their own account.
 */
export async function removeAccount(tx: EventTransaction, userId: number, how: { closedByOwner?: true } = {}): Promise<void> {
  const childIds = await listChildIdsOf(tx, userId);
  await deleteUserRow(tx, userId);
  for (const childId of childIds) await tx.recordEvent('child.deleted', { childId, userId });
  await tx.recordEvent('user.deleted', { userId, ...how });
}
