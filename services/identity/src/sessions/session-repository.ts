import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
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

export type SessionRow = typeof sessions.$inferSelect;

/** How stale lastSeenAt may get: a gateway confirms a session every few minutes, and one write a minute at most says enough. */
const LAST_SEEN_STEP_MS = 60_000;

/** Notes that a gateway has just confirmed the session; a no-op when it was noted less than a minute ago. */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  const at = now();
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(at.getTime() - LAST_SEEN_STEP_MS)))));
}

/** The user's sessions that are neither ended nor expired, the most recently seen first. */
export async function listLiveSessionsOf(db: Executor, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one live session of the user; false when the user has no such live session (someone else's id included). */
export async function revokeSessionOf(db: Executor, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the user but the one kept; answers how many ended. */
export async function revokeSessionsOfExcept(db: Executor, userId: number, keptSessionId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
    .returning({ id: sessions.id });
  return ended.length;
}
