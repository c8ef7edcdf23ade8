import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import { isUserRole, USER_ROLES } from '@lunchbox/domain/user-roles';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser, toUserEventData } from './public-user.ts';
import { USER_NOT_FOUND } from './user-messages.ts';
import { lockAdministrators, lockUser, updateUser } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import { identityAudit } from '../audit/identity-audit.ts';
import { lockSchool } from '../schools/school-repository.ts';
import { endAllSessionsOf } from '../sessions/end-all-sessions.ts';
import { CANNOT_DEMOTE_SELF, LAST_ADMIN } from './set-admin-role.ts';

export const UNKNOWN_ROLE = `Role must be one of ${USER_ROLES.join(', ')}`;
export const SCHOOL_OFFICE_NEEDS_SCHOOL = 'A school office user needs a school';
export const ONLY_SCHOOL_OFFICE_HAS_SCHOOL = 'Only a school office user is bound to a school';
export const SCHOOL_UNKNOWN = 'School not found';

/**
 * PUT /api/admin/users/{id}/role (issue 31 §3, docs/roles.md). A change ends every session of the
 * user, so they sign in again to their new role's home and no token with the old role stays in use.
 * Row locks on every administrator keep the last one from losing the role, as setAdminRole does.
 */
export async function setUserRole(deps: IdentityDeps, caller: Caller | null, userId: number, role: unknown, schoolId: unknown): Promise<PublicUser> {
  const admin = requireAdmin(caller);
  if (!isUserRole(role)) throw badInput(UNKNOWN_ROLE);
  const school = schoolId === undefined || schoolId === null ? null : schoolId;
  if (school !== null && (typeof school !== 'number' || !Number.isInteger(school))) throw badInput(SCHOOL_UNKNOWN);
  if (role === 'school_office' && school === null) throw badInput(SCHOOL_OFFICE_NEEDS_SCHOOL);
  if (role !== 'school_office' && school !== null) throw badInput(ONLY_SCHOOL_OFFICE_HAS_SCHOOL);
  if (role !== 'admin' && userId === admin.userId) throw badInput(CANNOT_DEMOTE_SELF);
  const updated = await deps.transactionWithEvents(async (tx) => {
    const admins = await lockAdministrators(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (school !== null && !(await lockSchool(tx, school))) throw badInput(SCHOOL_UNKNOWN);
    if (target.role === role && (target.schoolId ?? null) === school) return target;
    if (target.role === 'admin' && role !== 'admin' && admins.length <= 1) throw badInput(LAST_ADMIN);
    // Dual write: the previous release reads is_admin, this one the role (a trigger holds them equal too).
    const row = await updateUser(tx, userId, { role, isAdmin: role === 'admin', schoolId: school });
    if (!row) throw notFound(USER_NOT_FOUND);
    await identityAudit.record(tx, {
      actor: admin,
      action: 'user.role_changed',
      target: { type: 'user', id: userId },
      changes: {
        role: { before: target.role, after: role },
        schoolId: { before: target.schoolId ?? null, after: school },
        isAdmin: { before: target.role === 'admin', after: role === 'admin' },
      },
    });
    await tx.recordEvent('user.role_changed', { userId, isAdmin: role === 'admin', role, schoolId: school });
    await tx.recordEvent('user.updated', toUserEventData(row));
    await endAllSessionsOf(tx, userId);
    return row;
  });
  return toPublicUser(updated);
}
