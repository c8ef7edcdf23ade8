import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { conflict, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { findUserById } from '../users/user-repository.ts';
import { sealSecret } from './secret-box.ts';
import { newTotpSecret, provisioning } from './totp.ts';
import { isTwoFactorEnabled, savePendingSecret } from './two-factor-repository.ts';

export const ALREADY_ON = 'Two-factor sign-in is already on';

/**
 * A new secret for the caller's authenticator app, pending until a code from it enables it
 * (enable-two-factor.ts). Asked again, it replaces the pending one; once on, it must be turned
 * off (with a code) before a new one is made.
 */
export async function setUpTwoFactor(deps: IdentityDeps, caller: Caller | null): Promise<{ otpauthUrl: string; secret: string; qrSvg: string }> {
  const { userId } = requireCaller(caller);
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (await isTwoFactorEnabled(deps.db, userId)) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, userId, sealSecret(deps.settings.twoFactorKey, secret));
  return { secret, ...(await provisioning(secret, user.email)) };
}
