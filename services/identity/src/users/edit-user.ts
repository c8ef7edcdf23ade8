import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { saveUserChanges } from './save-user-changes.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './user-messages.ts';
import { findNameOrEmailHolder, lockUser } from './user-repository.ts';
import { changedFields } from '@lunchbox/kit/audit/audit-entry';
import { identityAudit } from '../audit/identity-audit.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
export const adminUserEditSchema = z.object({
  fullName: required('Full name is required').pipe(z.string().max(100)),
  email: required('Email is required').pipe(z.string().email('Please enter a valid email address')),
  username: required('Username is required').pipe(z.string().min(3, 'Username must be at least 3 characters').max(50)),
});

/** The administrator's edit of a user's name, address and username, each still unique. */
export async function editUser(deps: IdentityDeps, caller: Caller | null, userId: number, rawInput: unknown): Promise<PublicUser> {
  const admin = requireAdmin(caller);
  const input = adminUserEditSchema.parse(rawInput);
  return saveUserChanges(deps, userId, input, new AppError('USERNAME_TAKEN', USERNAME_TAKEN), async (tx) => {
    const holder = await findNameOrEmailHolder(tx, input, userId);
    if (holder)
      throw holder.username.toLowerCase() === input.username.toLowerCase()
        ? new AppError('USERNAME_TAKEN', USERNAME_TAKEN)
        : new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
    const before = await lockUser(tx, userId);
    // Which of the person's details changed, not what they were or became: an entry holds no more of a person than their id.
    const fields = ['fullName', 'email', 'username'] as const;
    if (before)
      await identityAudit.record(tx, {
        actor: admin,
        action: 'user.updated',
        target: { type: 'user', id: userId },
        changes: changedFields(before, input, fields, { concealed: fields }),
      });
  });
}
