import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { identityAudit } from '../audit/identity-audit.ts';
import { listChildIdsOf } from '../children/child-repository.ts';
import { documentKeysOfUser } from '../diet-requests/diet-request-repository.ts';
import { deleteUserRow } from './user-repository.ts';

/**
 * Removes the account with its children, sessions and reset tokens (foreign keys cascade), and
 * tells the other services, which remove what they hold of the user when `user.deleted` arrives.
 * The one removal behind both the administrator's delete and a parent closing their own account.
 * Answers the children removed, for the administrator's audit entry, and the keys of the diet
 * requests' documents, which the caller removes from storage once this transaction has committed
 * (removeDietDocuments).
 */
export async function removeAccount(
  tx: EventTransaction,
  userId: number,
  how: { closedByOwner?: true } = {},
): Promise<{ childIds: number[]; documentKeys: string[] }> {
  const childIds = await listChildIdsOf(tx, userId);
  const documentKeys = await documentKeysOfUser(tx, userId);
  await deleteUserRow(tx, userId);
  // The trail keeps what the user did under their id only; the entries about them name no one.
  await identityAudit.anonymiseActor(tx, userId);
  for (const childId of childIds) await tx.recordEvent('child.deleted', { childId, userId });
  await tx.recordEvent('user.deleted', { userId, ...how });
  return { childIds, documentKeys };
}
