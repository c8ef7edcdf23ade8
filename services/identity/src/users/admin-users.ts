import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { AppError, badInput, notFound } from '@lunchbox/kit/errors';
import { childProfiles, users } from '../db/schema.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './register.ts';
import { toPublicUser, toUserEventData } from './user-repository.ts';
import { saveUserChanges } from './update-profile.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

export const CANNOT_DEMOTE_SELF = 'You cannot remove your own administrator role.';
export const LAST_ADMIN = 'The last administrator cannot lose the administrator role.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN = 'Administrators cannot be deleted. Remove the administrator role first.';
export const USER_NOT_FOUND = 'User not found';

export async function listUsers(deps: IdentityDeps, caller: Caller | null): Promise<PublicUser[]> {
  requireAdmin(caller);
  return (await deps.db.select().from(users).orderBy(asc(users.id))).map(toPublicUser);
}

export async function listAllChildren(deps: IdentityDeps, caller: Caller | null) {
  requireAdmin(caller);
  return deps.db.select().from(childProfiles).orderBy(asc(childProfiles.id));
}

export async function countUsers(deps: IdentityDeps, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  const [row] = await deps.db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** Row locks on every administrator make two concurrent demotions unable to remove the last one. */
export async function setAdminRole(deps: IdentityDeps, caller: Caller | null, userId: number, isAdmin: unknown): Promise<PublicUser> {
  const admin = requireAdmin(caller);
  if (typeof isAdmin !== 'boolean') throw badInput('isAdmin must be true or false');
  if (!isAdmin && userId === admin.userId) throw badInput(CANNOT_DEMOTE_SELF);
  const updated = await deps.transactionWithEvents(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin === isAdmin) return target;
    if (!isAdmin && admins.length <= 1) throw badInput(LAST_ADMIN);
    const [row] = await tx.update(users).set({ isAdmin }).where(eq(users.id, userId)).returning();
    if (!row) throw notFound(USER_NOT_FOUND);
    await tx.recordEvent('user.role_changed', { userId, isAdmin });
    await tx.recordEvent('user.updated', toUserEventData(row));
    return row;
  });
  return toPublicUser(updated);
}

/**
 * Removes the account with its children, sessions and reset tokens (foreign keys cascade), and
 * tells the other services, which remove what they hold of the user when `user.deleted` arrives.
 */
export async function deleteUser(deps: IdentityDeps, caller: Caller | null, userId: number): Promise<void> {
  const admin = requireAdmin(caller);
  if (userId === admin.userId) throw badInput(CANNOT_DELETE_SELF);
  await deps.transactionWithEvents(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    const children = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    for (const child of children) await tx.recordEvent('child.deleted', { childId: child.id, userId });
    await tx.recordEvent('user.deleted', { userId });
  });
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
export const adminUserEditSchema = z.object({
  fullName: required('Full name is required').pipe(z.string().max(100)),
  email: required('Email is required').pipe(z.string().email('Please enter a valid email address')),
  username: required('Username is required').pipe(z.string().min(3, 'Username must be at least 3 characters').max(50)),
});

export async function editUser(deps: IdentityDeps, caller: Caller | null, userId: number, rawInput: unknown): Promise<PublicUser> {
  requireAdmin(caller);
  const input = adminUserEditSchema.parse(rawInput);
  return saveUserChanges(deps, userId, input, new AppError('USERNAME_TAKEN', USERNAME_TAKEN), async (tx) => {
    const clash = await tx
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(
        sql`(lower(${users.username}) = ${input.username.toLowerCase()} or lower(${users.email}) = ${input.email.toLowerCase()}) and ${users.id} <> ${userId}`,
      );
    if (clash[0])
      throw clash[0].username.toLowerCase() === input.username.toLowerCase()
        ? new AppError('USERNAME_TAKEN', USERNAME_TAKEN)
        : new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  });
}
