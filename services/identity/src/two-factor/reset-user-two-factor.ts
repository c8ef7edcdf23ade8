import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { forbidden, notFound } from '@lunchbox/kit/errors/app-error';
import { recordTwoFactorReset } from '../audit/identity-audit.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findUserById } from '../users/user-repository.ts';
import { deletePasskeysOf } from '../passkeys/passkey-repository.ts';
import { deleteTwoFactor } from './two-factor-repository.ts';

const NOT_YOUR_OWN = 'You cannot reset your own two-factor sign-in here: turn it off from your profile with a code or a recovery code';

/**
 * An administrator's help for someone who lost their phone: their TOTP secret, recovery codes and
 * passkeys are removed, so they sign in with their password alone and set a factor up again.
 * Never one's own: that would let a stolen administrator session remove the factor that guards it.
 */
export async function resetUserTwoFactor(deps: IdentityDeps, caller: Caller | null, userId: number): Promise<void> {
  const admin = requireAdmin(caller);
  if (admin.userId === userId) throw forbidden(NOT_YOUR_OWN);
  await deps.db.transaction(async (tx) => {
    if (!(await findUserById(tx, userId))) throw notFound('User not found');
    await deleteTwoFactor(tx, userId);
    await deletePasskeysOf(tx, userId);
    await recordTwoFactorReset(tx, admin, userId);
  });
}
