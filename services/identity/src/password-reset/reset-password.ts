import { resetPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { badInput } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { endAllSessionsOf } from '../sessions/end-all-sessions.ts';
import { hashPassword } from '../users/password-hash.ts';
import { updateUser } from '../users/user-repository.ts';
import { hashResetToken } from './reset-token.ts';
import { claimResetToken, revokeUnusedTokensOf } from './reset-token-repository.ts';

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/** Single use; a new password also ends every session the old one opened and revokes the user's other links. */
export async function resetPassword(deps: IdentityDeps, rawInput: unknown): Promise<void> {
  const input = resetPasswordSchema.parse(rawInput);
  const passwordHash = await hashPassword(input.password);
  await deps.transactionWithEvents(async (tx) => {
    const claimed = await claimResetToken(tx, hashResetToken(input.token));
    if (!claimed) throw badInput(INVALID_RESET_TOKEN);
    await updateUser(tx, claimed.userId, { passwordHash });
    await endAllSessionsOf(tx, claimed.userId);
    await revokeUnusedTokensOf(tx, claimed.userId);
  });
}
