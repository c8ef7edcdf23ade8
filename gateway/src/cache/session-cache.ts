import type { SessionVerifier } from '../context.ts';
import type { VerifiedSession } from '@lunchbox/contracts/users';

interface Entry {
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
 * (session.ended, user.role_changed, user.deleted). An entry is renewed after half the life of
 * its access token only so that the token forwarded to the subgraphs never expires.
 * A check that started before a revocation is not stored once the generation has moved on.
 */
export class SessionCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

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
