import bcrypt from 'bcryptjs';
import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, unauthenticated } from '@lunchbox/kit/errors/app-error';
import { recordTwoFactorFailure } from '../audit/identity-audit.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { CANNOT_DELETE_ADMIN } from '../users/delete-user.ts';
import { assertNotLimited, spend } from '../users/rate-limits.ts';
import { removeDietDocuments } from '../diet-requests/remove-diet-documents.ts';
import { removeAccount } from '../users/remove-account.ts';
import { findUserById, lockUser } from '../users/user-repository.ts';
import { checkSecondFactor, refusalFor } from '../two-factor/second-factor-check.ts';
import { isTwoFactorEnabled } from '../two-factor/two-factor-repository.ts';
import { splitFactor } from '@lunchbox/domain/two-factor-schemas';

export const WRONG_PASSWORD = 'Incorrect password';
export const CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code to delete your account';
export const PASSWORD_REQUIRED = 'Please enter your password to delete your account';

export const deleteMyAccountSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
  /** The two-factor code (or a recovery code) when two-factor sign-in is on. */
  code: z.string().max(64).optional(),
});

/**
 * With two-factor sign-in on, the password alone does not close the account: a code from the app or
 * a recovery code must come too. Checked in its own transaction, so a wrong code counts toward the
 * lock even though the deletion is refused.
 */
async function assertSecondFactor(deps: IdentityDeps, userId: number, factor: string | undefined): Promise<void> {
  if (!(await isTwoFactorEnabled(deps.db, userId))) return;
  if (factor === undefined || factor.trim() === '') throw badInput(CODE_REQUIRED);
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkSecondFactor(tx, deps.settings.twoFactorKey, userId, splitFactor(factor));
    if (checked !== 'accepted') await recordTwoFactorFailure(tx, userId);
    return checked;
  });
  if (outcome !== 'accepted') throw refusalFor(outcome);
}

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
  const known = await findUserById(deps.db, userId);
  if (!known) throw unauthenticated();
  const limitKey = `${clientIp}:${known.username.toLowerCase()}`;
  await assertNotLimited(deps.rateLimits.failedLogins, limitKey);
  if (!(await bcrypt.compare(input.password, known.passwordHash))) {
    await spend(deps.rateLimits.failedLogins, limitKey);
    throw unauthenticated(WRONG_PASSWORD);
  }
  await assertSecondFactor(deps, userId, input.code);
  const documentKeys = await deps.transactionWithEvents(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated();
    // The last administrator must not vanish; an administrator is made a parent first, by another one.
    if (user.isAdmin) throw badInput(CANNOT_DELETE_ADMIN);
    return (await removeAccount(tx, userId, { closedByOwner: true })).documentKeys;
  });
  await removeDietDocuments(deps, documentKeys);
}
