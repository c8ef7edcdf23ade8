// Who is asking: each request's context, its session as identity confirms it, and the cache of those
// confirmations that spares a request with a cookie the call to identity.
import type { Request, Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { requestIdOf } from '@lunchbox/kit/http/subgraph-server';
import type { VerifiedSession } from '@lunchbox/contracts/users';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { withRequestLog } from '@lunchbox/kit/process/logger';
import type { ReplicaPool, SubgraphAnswer } from './replica-pool.ts';

export interface GatewayContext {
  requestId: string;
  clientIp: string;
  /** The browser's User-Agent: identity records it with a new session, the audit trail beside the address. */
  userAgent: string | null;
  session: VerifiedSession | null;
  /** Where identity's session hand-off becomes a cookie. */
  res: ExpressResponse;
  log: Logger;
}

export type SessionVerifier = (token: string, requestId: string) => Promise<VerifiedSession | null>;

/**
 * How the gateway learns who each request is from: its session cookie, checked with identity through
 * this gateway's cache of identity's answers (`sessions`, which revocations empty).
 */
export function requestContexts(options: { identity: ReplicaPool; sessions: SessionCache; log: Logger }) {
  const { sessions, log } = options;
  const verify = sessions.cached(createSessionVerifier(options.identity, log));
  return (req: Request, res: ExpressResponse): Promise<GatewayContext> => buildContext(req, res, verify, log);
}

async function buildContext(req: Request, res: ExpressResponse, verify: SessionVerifier, log: Logger): Promise<GatewayContext> {
  const requestId = (res.locals.requestId as string | undefined) ?? requestIdOf(req);
  const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  const session = token ? await verify(token, requestId) : null;
  const userAgent = req.headers['user-agent'] ?? null;
  return withRequestLog({ requestId, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent, session, res }, log);
}

/** Identity's route for the check; the pool picks the replica, so only the path counts. */
const SESSION_CHECK_URL = 'http://identity/internal/session';

/**
 * Asks identity, which owns sessions, whether the cookie's session is still live. Asking every
 * time (rather than trusting the signature alone) is what makes logout end a copied cookie at once.
 * The check goes through identity's replica pool, as the subgraph requests do: to a ready replica,
 * and to another one when a connection fails (checking a session changes nothing, so it is sent
 * again whatever broke).
 */
function createSessionVerifier(identity: ReplicaPool, log: Logger) {
  return async function verify(token: string, requestId: string): Promise<VerifiedSession | null> {
    let answer: SubgraphAnswer;
    try {
      answer = await identity.fetch(
        SESSION_CHECK_URL,
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': requestId }, body: JSON.stringify({ token }) },
        'safe',
      );
    } catch (error) {
      log.error({ err: error }, 'identity unreachable while checking a session');
      throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.');
    }
    if (answer.status === 401) return null;
    if (answer.status < 200 || answer.status > 299) throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.');
    return JSON.parse(answer.text) as VerifiedSession;
  };
}

interface CachedSession {
  session: VerifiedSession;
  /** performance.now() after which the forwarded access token is renewed by asking identity again. */
  renewAt: number;
}

const MAX_SESSIONS = 100_000;

/** Seconds the access token is valid for, from its own claims (identity decides; 5 minutes today). */
function accessTokenLifetimeSeconds(accessToken: string): number {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat?: number; exp?: number };
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' ? Math.max(0, claims.exp - claims.iat) : 0;
  } catch {
    return 0;
  }
}

/**
 * Live sessions as identity last confirmed them, so a request with a cookie costs no call to
 * identity. Revocation, not time, ends an entry: the gateway that serves a revoking mutation drops
 * the cache before it answers, and every gateway drops a user's sessions on identity's events
 * (session.ended, session.second_factor_proved, user.role_changed, user.deleted). An entry is renewed after half the life of
 * its access token only so that the token forwarded to the subgraphs never expires.
 * A check that started before a revocation is not stored once the generation has moved on.
 */
export class SessionCache {
  private generation = 0;
  private readonly entries = new Map<string, CachedSession>();

  cached(verify: SessionVerifier): SessionVerifier {
    return async (token, requestId) => {
      const entry = this.entries.get(token);
      if (entry && entry.renewAt > performance.now()) return entry.session;
      const startedUnder = this.generation;
      const session = await verify(token, requestId);
      if (session && startedUnder === this.generation) {
        if (this.entries.size >= MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
        this.entries.delete(token);
        this.entries.set(token, { session, renewAt: performance.now() + (accessTokenLifetimeSeconds(session.accessToken) * 1000) / 2 });
      } else if (!session) {
        this.entries.delete(token);
      }
      return session;
    };
  }

  invalidateUser(userId: number): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(token);
  }

  invalidateAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
