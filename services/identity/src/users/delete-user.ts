import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { identityAudit } from '../audit/identity-audit.ts';
import { removeDietDocuments } from '../diet-requests/remove-diet-documents.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { USER_NOT_FOUND } from './user-messages.ts';
import { removeAccount } from './remove-account.ts';
import { lockUser } from './user-repository.ts';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN = 'Administrators cannot be deleted. Remove the administrator role first.';

/** An administrator removes a parent's account and everything every service holds of them (removeAccount). */
export async function deleteUser(deps: IdentityDeps, caller: Caller | null, userId: number): Promise<void> {
  const admin = requireAdmin(caller);
  if (userId === admin.userId) throw badInput(CANNOT_DELETE_SELF);
  const documents = await deps.transactionWithEvents(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    const { childIds, documentKeys } = await removeAccount(tx, userId);
    await identityAudit.record(tx, {
      actor: admin,
      action: 'user.deleted',
      target: { type: 'user', id: userId },
      changes: { children: { before: childIds.length } },
    });
    return documentKeys;
  });
  await removeDietDocuments(deps, documents);
}
