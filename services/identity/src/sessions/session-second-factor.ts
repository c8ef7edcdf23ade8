import { eq } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { sessions } from '../db/schema.ts';

/** Whether the session was made with a second factor or has proved one since (issue 30). */
export async function sessionHasSecondFactor(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ secondFactor: sessions.secondFactor }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.secondFactor ?? false;
}

/** Turning two-factor on (or adding a passkey) proves a second factor in the session that did it. */
export async function markSessionSecondFactor(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, sessionId));
}
