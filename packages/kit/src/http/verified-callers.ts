import { callerFromAuthorization, type Caller } from '../auth/tokens.ts';

/** More distinct live tokens than this and the kept ones are dropped (a rush of 10,000 parents has 10,000). */
const MAX_KEPT = 20_000;

/**
 * callerFromAuthorization with each verified token kept until it expires. Every request from the
 * gateway carries the caller's access token, the same one for five minutes, and checking its RS256
 * signature (with the PEM key read again each time) was a fortieth of the servers' CPU in a rush.
 * A token's signature and claims cannot change, so the kept answer is the one the check would give
 * until the token's `exp`, which is honoured exactly as the check does (expired once the clock's
 * second reaches it). A refused header is never kept: it is refused again, with the same error.
 */
export function verifiedCallers(publicKey: string): (authorization: string | undefined) => Caller | null {
  const kept = new Map<string, { caller: Caller; expiresAtMs: number }>();
  return (authorization) => {
    if (!authorization) return callerFromAuthorization(authorization, publicKey);
    const hit = kept.get(authorization);
    if (hit && Math.floor(Date.now() / 1000) * 1000 < hit.expiresAtMs) return hit.caller;
    const caller = callerFromAuthorization(authorization, publicKey);
    const expiresAtMs = caller ? expiryOf(authorization) : null;
    if (caller && expiresAtMs !== null) {
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(authorization, { caller, expiresAtMs });
    } else if (hit) {
      kept.delete(authorization);
    }
    return caller;
  };
}

/** The verified token's `exp` in milliseconds, or null when it has none (then it is checked every time). */
function expiryOf(authorization: string): number | null {
  try {
    const payload = authorization.slice('Bearer '.length).split('.')[1] ?? '';
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
