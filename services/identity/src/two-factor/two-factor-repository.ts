import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { recoveryCodes, twoFactorSecrets } from '../db/schema.ts';

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

export async function findTwoFactor(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

/** The row locked for the rest of the transaction, so two codes checked at once cannot both pass as the same step. */
export async function lockTwoFactor(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for('update');
  return row;
}

export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row !== undefined;
}

/** A new pending secret replaces any earlier pending one (a setup started again). */
export async function savePendingSecret(db: Executor, userId: number, sealedSecret: string): Promise<void> {
  await db
    .insert(twoFactorSecrets)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { sealedSecret, enabledAt: null, lastTimeStep: null, lockedUntil: null } });
}

export async function updateTwoFactor(db: Executor, userId: number, changes: Partial<typeof twoFactorSecrets.$inferInsert>): Promise<void> {
  await db.update(twoFactorSecrets).set(changes).where(eq(twoFactorSecrets.userId, userId));
}

/** Turning two-factor off removes the secret and the recovery codes with it. */
export async function deleteTwoFactor(db: Executor, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).returning({ userId: twoFactorSecrets.userId });
  return removed.length > 0;
}

export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the unused code with this hash used; false when there is none (wrong, or used before). */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
