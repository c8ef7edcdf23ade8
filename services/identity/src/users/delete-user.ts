import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { listChildIdsOf } from '../children/child-repository.ts';
import { documentKeysOfUser } from '../diet-requests/diet-request-repository.ts';
import { removeDietDocuments } from '../diet-requests/remove-diet-documents.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { USER_NOT_FOUND } from './user-messages.ts';
import { deleteUserRow, lockUser } from './user-repository.ts';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN = 'Administrators cannot be deleted. Remove the administrator role first.';

/**
 * Removes the account with its children, sessions and reset tokens (foreign keys cascade), and
 * tells the other services, which remove what they hold of the user when `user.deleted` arrives.
 */
export async function deleteUser(deps: IdentityDeps, caller: Caller | null, userId: number): Promise<void> {
  const admin = requireAdmin(caller);
  if (userId === admin.userId) throw badInput(CANNOT_DELETE_SELF);
  const documents = await deps.transactionWithEvents(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    const childIds = await listChildIdsOf(tx, userId);
    const keys = await documentKeysOfUser(tx, userId);
    await deleteUserRow(tx, userId);
    for (const childId of childIds) await tx.recordEvent('child.deleted', { childId, userId });
    await tx.recordEvent('user.deleted', { userId });
    return keys;
  });
  await removeDietDocuments(deps, documents);
}
