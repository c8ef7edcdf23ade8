import { forgotPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { now } from '@lunchbox/kit/process/clock';
import type { IdentityDeps } from '../identity-deps.ts';
import { findUserByEmail, lockUser } from '../users/user-repository.ts';
import { hashResetToken, newResetToken } from './reset-token.ts';
import { insertResetToken, revokeUnusedTokensOf } from './reset-token-repository.ts';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Answers the same whether or not the address is known, so the form cannot be used to find out
 * who has an account; only a known address gets the e-mail. Only the newest link works: asking
 * again revokes the earlier unused ones, so a link left in an old (perhaps forwarded or leaked)
 * e-mail cannot be used after the person asked for a fresh one.
 */
export async function requestPasswordReset(deps: IdentityDeps, rawInput: unknown): Promise<void> {
  const { email } = forgotPasswordSchema.parse(rawInput);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newResetToken();
  const resetUrl = `${deps.settings.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.transactionWithEvents(async (tx) => {
    // Two requests at once would each revoke before the other's token exists and both links would live.
    const locked = await lockUser(tx, user.id);
    await revokeUnusedTokensOf(tx, user.id);
    await insertResetToken(tx, { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS) });
    await tx.recordEvent('password_reset.requested', {
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      resetUrl,
      language: locked?.language ?? 'en',
    });
  });
}
