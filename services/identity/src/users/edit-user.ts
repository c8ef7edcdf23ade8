import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { saveUserChanges } from './save-user-changes.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './user-messages.ts';
import { findNameOrEmailHolder } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
export const adminUserEditSchema = z.object({
  fullName: required('Full name is required').pipe(z.string().max(100)),
  email: required('Email is required').pipe(z.string().email('Please enter a valid email address')),
  username: required('Username is required').pipe(z.string().min(3, 'Username must be at least 3 characters').max(50)),
});

/** The administrator's edit of a user's name, address and username, each still unique. */
export async function editUser(deps: IdentityDeps, caller: Caller | null, userId: number, rawInput: unknown): Promise<PublicUser> {
  requireAdmin(caller);
  const input = adminUserEditSchema.parse(rawInput);
  return saveUserChanges(deps, userId, input, new AppError('USERNAME_TAKEN', USERNAME_TAKEN), async (tx) => {
    const holder = await findNameOrEmailHolder(tx, input, userId);
    if (holder)
      throw holder.username.toLowerCase() === input.username.toLowerCase()
        ? new AppError('USERNAME_TAKEN', USERNAME_TAKEN)
        : new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  });
}
