import { and, eq, gt, isNull } from 'drizzle-orm';
import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { passwordResetTokens } from '../db/schema.ts';

export async function insertResetToken(db: Executor, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks the token used if it is unused and unexpired; answers whose it was, or nothing. */
export async function claimResetToken(db: Executor, tokenHash: string): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now())))
    .returning();
  return row;
}

/** An unused token has nothing worth keeping, so revoking it deletes it. */
export async function revokeUnusedTokensOf(db: Executor, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
