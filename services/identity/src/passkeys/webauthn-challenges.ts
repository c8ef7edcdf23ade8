import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { webauthnChallenges } from '../db/schema.ts';

const CEREMONY_MS = 5 * 60 * 1000;

type Purpose = 'register' | 'authenticate';

/** The challenge the browser must sign, kept here: the client never tells the server which challenge it was given. */
export async function keepChallenge(db: Executor, purpose: Purpose, challenge: string, userId: number | null): Promise<string> {
  const id = randomUUID();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now()));
  await db.insert(webauthnChallenges).values({ id, purpose, challenge, userId, expiresAt: new Date(now().getTime() + CEREMONY_MS) });
  return id;
}

/** Takes the ceremony's challenge out (single use); undefined when unknown, expired, used or for another purpose or user. */
export async function takeChallenge(db: Executor, id: string, purpose: Purpose, userId: number | null): Promise<string | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt <= now() || row.userId !== userId) return undefined;
  return row.challenge;
}
