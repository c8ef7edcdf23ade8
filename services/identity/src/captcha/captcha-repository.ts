import { eq, lt } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { captchaChallenges } from '../db/schema.ts';

export type CaptchaChallengeRow = typeof captchaChallenges.$inferSelect;

export async function insertChallenge(db: Executor, values: typeof captchaChallenges.$inferInsert): Promise<void> {
  await db.insert(captchaChallenges).values(values);
}

export async function deleteChallengesExpiredBy(db: Executor, instant: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, instant));
}

/** Removes the challenge and answers what it was, so no challenge is ever answered twice. */
export async function takeChallenge(db: Executor, captchaId: string): Promise<CaptchaChallengeRow | undefined> {
  const [row] = await db.delete(captchaChallenges).where(eq(captchaChallenges.id, captchaId)).returning();
  return row;
}
