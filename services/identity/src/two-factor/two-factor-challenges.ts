import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { twoFactorChallenges } from '../db/schema.ts';

const CHALLENGE_MS = 5 * 60 * 1000;

export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

/** The password was right; the session waits for the second factor, for 5 minutes at most. */
export async function openChallenge(db: Executor, userId: number, rememberMe: boolean): Promise<string> {
  const id = randomUUID();
  await db.insert(twoFactorChallenges).values({ id, userId, rememberMe, expiresAt: new Date(now().getTime() + CHALLENGE_MS) });
  return id;
}

/** The challenge, locked for the transaction, when it is still open and not expired. */
export async function lockOpenChallenge(tx: Executor, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await tx.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.id, id)).for('update');
  return row && !row.closedAt && row.expiresAt > now() ? row : undefined;
}

export async function closeChallenge(tx: Executor, id: string): Promise<void> {
  await tx.update(twoFactorChallenges).set({ closedAt: now() }).where(eq(twoFactorChallenges.id, id));
}
