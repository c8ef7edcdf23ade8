import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { now } from '@lunchbox/kit/clock';
import { signAccessToken } from '@lunchbox/kit/auth';
import type { Database } from '@lunchbox/kit/db';
import type { EventTransaction } from '@lunchbox/kit/messaging';
import { sessions, users } from '../db/schema.ts';
import { toPublicUser } from '../users/user-repository.ts';
import type { VerifiedSession } from '@lunchbox/contracts/users';

const REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still needs a server-side end, for browsers that never close. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
const SESSION_AUDIENCE = 'lunchbox-session';

export interface IssuedSession {
  token: string;
  /** Set for "Remember this device" (a persistent cookie); absent for a browser-session cookie. */
  maxAgeSeconds?: number;
}

export async function startSession(db: Database, privateKey: string, userId: number, remember: boolean): Promise<IssuedSession> {
  const id = randomUUID();
  const lifetimeMs = remember ? REMEMBERED_MS : BROWSER_SESSION_MS;
  const expiresAt = new Date(now().getTime() + lifetimeMs);
  await db.insert(sessions).values({ id, userId, persistent: remember, expiresAt });
  const token = jwt.sign({ sid: id }, privateKey, {
    algorithm: 'RS256',
    subject: String(userId),
    audience: SESSION_AUDIENCE,
    expiresIn: Math.floor(lifetimeMs / 1000),
  });
  return remember ? { token, maxAgeSeconds: Math.floor(lifetimeMs / 1000) } : { token };
}

/**
 * A cookie is good only while its session row is live: logout, a password reset or deleting the
 * user ends it on the server, so a copied cookie stops working at once.
 */
export async function verifySession(db: Database, keys: { publicKey: string; privateKey: string }, token: string): Promise<VerifiedSession | null> {
  let sessionId: string;
  try {
    const claims = jwt.verify(token, keys.publicKey, { algorithms: ['RS256'], audience: SESSION_AUDIENCE }) as jwt.JwtPayload;
    sessionId = String(claims.sid);
  } catch {
    return null;
  }
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())));
  if (!row) return null;
  const user = toPublicUser(row.user);
  return { user, accessToken: signAccessToken({ userId: user.id, username: user.username, isAdmin: user.isAdmin, sessionId }, keys.privateKey) };
}

/** Ends the session and tells those that cache sessions (the gateways) in the same transaction. */
export async function endSession(tx: EventTransaction, caller: { sessionId: string; userId: number }): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
  await tx.recordEvent('session.ended', { userId: caller.userId });
}

export async function endAllSessionsOf(tx: EventTransaction, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.recordEvent('session.ended', { userId });
}
