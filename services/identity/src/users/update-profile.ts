import { eq } from 'drizzle-orm';
import { profileSchema } from '@lunchbox/domain/identity-schemas';
import { requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth';
import { isUniqueViolation } from '@lunchbox/kit/db';
import { AppError, notFound } from '@lunchbox/kit/errors';
import { users } from '../db/schema.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { EMAIL_TAKEN } from './register.ts';
import { findUserByEmail, findUserById, toPublicUser, toUserEventData } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { EventTransaction } from '@lunchbox/kit/messaging';

/** PATCH semantics: the fields sent are validated with the profile form's rules; the rest stay. */
const profilePatchSchema = profileSchema.partial();

export async function updateProfile(deps: IdentityDeps, caller: Caller | null, userId: number, rawInput: unknown): Promise<PublicUser> {
  requireSelfOrAdmin(caller, userId);
  const patch = profilePatchSchema.parse(rawInput);
  if (Object.keys(patch).length === 0) {
    // Nothing to change: answer the profile as it is.
    const current = await findUserById(deps.db, userId);
    if (!current) throw notFound('User not found');
    return toPublicUser(current);
  }
  if (patch.email) {
    const holder = await findUserByEmail(deps.db, patch.email);
    if (holder && holder.id !== userId) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  }
  return saveUserChanges(deps, userId, patch, new AppError('EMAIL_TAKEN', EMAIL_TAKEN));
}

/**
 * Saves changes to a user's account and announces them (user.updated) in one transaction, for the
 * profile and the administrator's edit alike. `check` runs first in that transaction; a unique
 * index that still trips (two edits at once) answers `taken`.
 */
export async function saveUserChanges(
  deps: IdentityDeps,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
  taken: AppError,
  check?: (tx: EventTransaction) => Promise<void>,
): Promise<PublicUser> {
  try {
    const updated = await deps.transactionWithEvents(async (tx) => {
      await check?.(tx);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      if (!row) throw notFound('User not found');
      await tx.recordEvent('user.updated', toUserEventData(row));
      return row;
    });
    return toPublicUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
}
