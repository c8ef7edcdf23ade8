import { randomUUID } from 'node:crypto';
import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { insertSession } from './session-repository.ts';
import { signSessionToken } from './session-token.ts';

const REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still needs a server-side end, for browsers that never close. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  /** Set for "Remember this device" (a persistent cookie); absent for a browser-session cookie. */
  maxAgeSeconds?: number;
}

/** Where a sign-in came from, as the gateway saw it: shown to the user in "Where you're signed in". */
export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

export async function startSession(
  db: Executor,
  privateKey: string,
  userId: number,
  remember: boolean,
  options: { secondFactor?: boolean; client?: SessionClient } = {},
): Promise<IssuedSession> {
  const id = randomUUID();
  const lifetimeMs = remember ? REMEMBERED_MS : BROWSER_SESSION_MS;
  const at = now();
  await insertSession(db, {
    id,
    userId,
    persistent: remember,
    createdAt: at,
    expiresAt: new Date(at.getTime() + lifetimeMs),
    lastSeenAt: at,
    ip: options.client?.ip ?? null,
    userAgent: options.client?.userAgent ?? null,
    secondFactor: options.secondFactor ?? false,
  });
  const token = signSessionToken(privateKey, { id, userId, lifetimeMs });
  return remember ? { token, maxAgeSeconds: Math.floor(lifetimeMs / 1000) } : { token };
}
