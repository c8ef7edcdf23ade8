import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { identityAudit } from '../audit/identity-audit.ts';
import { listChildIdsOf } from '../children/child-repository.ts';
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
  await deps.transactionWithEvents(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    const childIds = await listChildIdsOf(tx, userId);
    await deleteUserRow(tx, userId);
    // The trail keeps what the user did under their id only; the entries about them name no one.
    await identityAudit.anonymiseActor(tx, userId);
    await identityAudit.record(tx, {
      actor: admin,
      action: 'user.deleted',
      target: { type: 'user', id: userId },
      changes: { children: { before: childIds.length } },
    });
    for (const childId of childIds) await tx.recordEvent('child.deleted', { childId, userId });
    await tx.recordEvent('user.deleted', { userId });
  });
}
