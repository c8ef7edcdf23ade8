import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { clientOf, jsonRowOf, tableNameOf } from '@lunchbox/kit/db/raw-statements';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../users/user-repository.ts';

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
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

/**
 * A gateway's confirmation of a session in one statement (a named prepared statement), where it
 * was three round trips: the user of the session if it is neither ended nor expired, whether it has
 * a second factor, and its lastSeenAt moved (touchSession's rule: at most once a minute).
 */
export async function confirmLiveSession(db: Executor, sessionId: string): Promise<{ user: UserRow; secondFactor: boolean } | null> {
  const at = now();
  const { rows } = await clientOf(db).query<{ user: Record<string, unknown>; second_factor: boolean }>({
    ...CONFIRM_SESSION,
    values: [sessionId, at, new Date(at.getTime() - LAST_SEEN_STEP_MS)],
  });
  const row = rows[0];
  return row ? { user: userJson.decode(row.user), secondFactor: row.second_factor } : null;
}

const userJson = jsonRowOf<UserRow>(users, 'u');

const CONFIRM_SESSION = {
  name: 'identity_confirm_session',
  text: `with live as (
      select s.id, s.user_id, s.second_factor from ${tableNameOf(sessions)} s where s.id = $1 and s.revoked_at is null and s.expires_at > $2
    ), touched as (
      update ${tableNameOf(sessions)} t set last_seen_at = $2
       where t.id = (select id from live) and (t.last_seen_at is null or t.last_seen_at < $3)
    )
    select ${userJson.object} as user, live.second_factor from live join ${tableNameOf(users)} u on u.id = live.user_id`,
};

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
