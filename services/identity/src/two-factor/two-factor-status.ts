import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { countPasskeysOf } from '../passkeys/passkey-repository.ts';
import { countUnusedRecoveryCodes, isTwoFactorEnabled } from './two-factor-repository.ts';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  /** REQUIRE_ADMIN_2FA is on for this deployment. */
  requiredForAdmins: boolean;
  /** The caller is an administrator whose session may not act as one until it has a second factor. */
  setupRequired: boolean;
}

/** What the profile's two-factor section and the admin screens' banner show. */
export async function twoFactorStatus(deps: IdentityDeps, caller: Caller | null): Promise<TwoFactorStatus> {
  const known = requireCaller(caller);
  const [enabled, recoveryCodesLeft, passkeys] = await Promise.all([
    isTwoFactorEnabled(deps.db, known.userId),
    countUnusedRecoveryCodes(deps.db, known.userId),
    countPasskeysOf(deps.db, known.userId),
  ]);
  return { enabled, recoveryCodesLeft, passkeys, requiredForAdmins: deps.settings.requireAdminTwoFactor, setupRequired: known.twoFactorMissing === true };
}
