import { profileSchema } from '@lunchbox/domain/identity-schemas';
import { requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError, notFound } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser } from './public-user.ts';
import { saveUserChanges } from './save-user-changes.ts';
import { EMAIL_TAKEN, USER_NOT_FOUND } from './user-messages.ts';
import { findUserByEmail, findUserById } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/** PATCH semantics: the fields sent are validated with the profile form's rules; the rest stay. */
const profilePatchSchema = profileSchema.partial();

export async function updateProfile(deps: IdentityDeps, caller: Caller | null, userId: number, rawInput: unknown): Promise<PublicUser> {
  requireSelfOrAdmin(caller, userId);
  const patch = profilePatchSchema.parse(rawInput);
  if (Object.keys(patch).length === 0) {
    // Nothing to change: answer the profile as it is.
    const current = await findUserById(deps.db, userId);
    if (!current) throw notFound(USER_NOT_FOUND);
    return toPublicUser(current);
  }
  if (patch.email) {
    const holder = await findUserByEmail(deps.db, patch.email);
    if (holder && holder.id !== userId) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  }
  return saveUserChanges(deps, userId, patch, new AppError('EMAIL_TAKEN', EMAIL_TAKEN));
}
