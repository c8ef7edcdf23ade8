import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { forgotPasswordSchema, resetPasswordSchema } from '@lunchbox/domain/identity-schemas';
import { now } from '@lunchbox/kit/clock';
import type { Transaction } from '@lunchbox/kit/db';
import { badInput } from '@lunchbox/kit/errors';
import { passwordResetTokens, users } from '../db/schema.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { endAllSessionsOf } from '../sessions/sessions.ts';
import { PASSWORD_ROUNDS } from '../users/register.ts';
import { findUserByEmail } from '../users/user-repository.ts';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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
  const token = randomBytes(32).toString('base64url');
  const resetUrl = `${deps.settings.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.transactionWithEvents(async (tx) => {
    // Two requests at once would each revoke before the other's token exists and both links would live.
    const [locked] = await tx.select({ language: users.language }).from(users).where(eq(users.id, user.id)).for('update');
    await revokeUnusedTokensOf(tx, user.id);
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS) });
    await tx.recordEvent('password_reset.requested', {
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      resetUrl,
      language: locked?.language ?? 'en',
    });
  });
}

/** Single use; a new password also ends every session the old one opened and revokes the user's other links. */
export async function resetPassword(deps: IdentityDeps, rawInput: unknown): Promise<void> {
  const input = resetPasswordSchema.parse(rawInput);
  const passwordHash = await bcrypt.hash(input.password, PASSWORD_ROUNDS);
  await deps.transactionWithEvents(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now())))
      .returning();
    if (!claimed) throw badInput(INVALID_RESET_TOKEN);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await endAllSessionsOf(tx, claimed.userId);
    await revokeUnusedTokensOf(tx, claimed.userId);
  });
}

/** An unused token has nothing worth keeping, so revoking it deletes it. */
async function revokeUnusedTokensOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
