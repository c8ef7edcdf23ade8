import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser, toUserEventData } from './public-user.ts';
import { USER_NOT_FOUND } from './user-messages.ts';
import { lockAdministrators, lockUser, updateUser } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import { identityAudit } from '../audit/identity-audit.ts';

export const CANNOT_DEMOTE_SELF = 'You cannot remove your own administrator role.';
export const LAST_ADMIN = 'The last administrator cannot lose the administrator role.';

/** Row locks on every administrator make two concurrent demotions unable to remove the last one. */
export async function setAdminRole(deps: IdentityDeps, caller: Caller | null, userId: number, isAdmin: unknown): Promise<PublicUser> {
  const admin = requireAdmin(caller);
  if (typeof isAdmin !== 'boolean') throw badInput('isAdmin must be true or false');
  if (!isAdmin && userId === admin.userId) throw badInput(CANNOT_DEMOTE_SELF);
  const updated = await deps.transactionWithEvents(async (tx) => {
    const admins = await lockAdministrators(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin === isAdmin) return target;
    if (!isAdmin && admins.length <= 1) throw badInput(LAST_ADMIN);
    // Dual write: the previous release reads is_admin, this one the role (a trigger holds them equal too).
    const row = await updateUser(tx, userId, { isAdmin, role: isAdmin ? 'admin' : 'parent', schoolId: null });
    if (!row) throw notFound(USER_NOT_FOUND);
    await identityAudit.record(tx, {
      actor: admin,
      action: 'user.role_changed',
      target: { type: 'user', id: userId },
      changes: { isAdmin: { before: !isAdmin, after: isAdmin } },
    });
    await tx.recordEvent('user.role_changed', { userId, isAdmin, role: row.role, schoolId: null });
    await tx.recordEvent('user.updated', toUserEventData(row));
    return row;
  });
  return toPublicUser(updated);
}
