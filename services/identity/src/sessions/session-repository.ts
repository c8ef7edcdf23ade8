import { and, eq, gt, isNull } from 'drizzle-orm';
import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../users/user-repository.ts';

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The user of a session that is neither ended nor expired. */
export async function findLiveSessionUser(db: Executor, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())));
  return row?.user;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOf(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
