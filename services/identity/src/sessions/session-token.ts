import jwt from 'jsonwebtoken';

const SESSION_AUDIENCE = 'lunchbox-session';

/** The cookie's value: a signed pointer to a session row, worth nothing once that row is ended. */
export function signSessionToken(privateKey: string, session: { id: string; userId: number; lifetimeMs: number }): string {
  return jwt.sign({ sid: session.id }, privateKey, {
    algorithm: 'RS256',
    subject: String(session.userId),
    audience: SESSION_AUDIENCE,
    expiresIn: Math.floor(session.lifetimeMs / 1000),
  });
}

/** The session a token names, or null when it is forged, expired or not a session token. */
export function sessionIdOf(publicKey: string, token: string): string | null {
  try {
    const claims = jwt.verify(token, publicKey, { algorithms: ['RS256'], audience: SESSION_AUDIENCE }) as jwt.JwtPayload;
    return String(claims.sid);
  } catch {
    return null;
  }
}
