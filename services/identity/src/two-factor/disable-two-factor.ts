import bcrypt from 'bcryptjs';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, unauthenticated } from '@lunchbox/kit/errors/app-error';
import { recordTwoFactorFailure } from '../audit/identity-audit.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findUserById } from '../users/user-repository.ts';
import { checkSecondFactor, refusalFor, type SecondFactorOutcome } from './second-factor-check.ts';
import { deleteTwoFactor, isTwoFactorEnabled } from './two-factor-repository.ts';
import { disableTwoFactorSchema } from '@lunchbox/domain/two-factor-schemas';

const NOT_ON = 'Two-factor sign-in is not on';
const WRONG_PASSWORD = 'Wrong password';

/**
 * Nobody turns off their own second factor with a session alone: the password and a code (or a
 * recovery code) are both needed. Wrong codes count toward the same lock as at sign-in.
 */
export async function disableTwoFactor(deps: IdentityDeps, caller: Caller | null, rawInput: unknown): Promise<void> {
  const { userId } = requireCaller(caller);
  const input = disableTwoFactorSchema.parse(rawInput);
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!(await isTwoFactorEnabled(deps.db, userId))) throw badInput(NOT_ON);
  if (!(await bcrypt.compare(input.password, user.passwordHash))) throw unauthenticated(WRONG_PASSWORD);
  const outcome = await deps.db.transaction(async (tx): Promise<SecondFactorOutcome> => {
    const checked = await checkSecondFactor(tx, deps.settings.twoFactorKey, userId, input);
    if (checked === 'accepted') await deleteTwoFactor(tx, userId);
    else await recordTwoFactorFailure(tx, userId);
    return checked;
  });
  if (outcome !== 'accepted') throw refusalFor(outcome);
}
