import bcrypt from 'bcryptjs';
import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { CANNOT_DELETE_ADMIN } from '../users/delete-user.ts';
import { assertNotLimited, spend } from '../users/rate-limits.ts';
import { removeAccount } from '../users/remove-account.ts';
import { lockUser, type UserRow } from '../users/user-repository.ts';

export const WRONG_PASSWORD = 'Incorrect password';
export const PASSWORD_REQUIRED = 'Please enter your password to delete your account';

export const deleteMyAccountSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
  /** The two-factor code (or a recovery code) when two-factor sign-in is on. */
  code: z.string().max(64).optional(),
});

/**
 * Where the second factor is asked for when the account has two-factor sign-in on (issue 30 §1,
 * built beside this): until then there is none to check, and the code is accepted unread.
 */
async function assertSecondFactor(_deps: IdentityDeps, _user: UserRow, _code: string | undefined): Promise<void> {}

/**
 * A parent closes their own account: the password (and the second factor, when on) proves it is
 * them, then the account goes exactly as an administrator's delete removes it, every service
 * following `user.deleted`; `closedByOwner` asks notification for a last e-mail confirming it.
 * A wrong password counts against the same budget as failed sign-ins, so this is no side door for
 * guessing; nothing is removed then.
 */
export async function deleteMyAccount(deps: IdentityDeps, caller: Caller | null, rawInput: unknown, clientIp: string): Promise<void> {
  const { userId } = requireCaller(caller);
  const input = deleteMyAccountSchema.parse(rawInput);
  await deps.transactionWithEvents(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated();
    const limitKey = `${clientIp}:${user.username.toLowerCase()}`;
    await assertNotLimited(deps.rateLimits.failedLogins, limitKey);
    if (!(await bcrypt.compare(input.password, user.passwordHash))) {
      await spend(deps.rateLimits.failedLogins, limitKey);
      throw unauthenticated(WRONG_PASSWORD);
    }
    await assertSecondFactor(deps, user, input.code);
    // The last administrator must not vanish; an administrator is made a parent first, by another one.
    if (user.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    await removeAccount(tx, userId, { closedByOwner: true });
  });
}
