import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { AppError, forbidden, unauthenticated } from '../errors/app-error.ts';

/** Who is calling, as proven by an access token that identity signed. */
export interface Caller {
  userId: number;
  username: string;
  isAdmin: boolean;
  sessionId: string;
}

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The embedded default keeps its RS256 pair under DATA_DIR/keys, generated on first start;
 * deployments pass PEM keys by environment instead.
 */
export function loadOrCreateKeyPair(dataDir: string): KeyPair {
  const dir = path.resolve(dataDir, 'keys');
  const publicPath = path.join(dir, 'jwt-public.pem');
  const privatePath = path.join(dir, 'jwt-private.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey);
  }
  return { publicKey: readFileSync(publicPath, 'utf8'), privateKey: readFileSync(privatePath, 'utf8') };
}

const ISSUER = 'lunchbox-identity';
const ACCESS_AUDIENCE = 'lunchbox-services';

export function signAccessToken(caller: Caller, privateKey: string, expiresInSeconds = 300): string {
  return jwt.sign({ username: caller.username, isAdmin: caller.isAdmin, sid: caller.sessionId }, privateKey, {
    algorithm: 'RS256',
    subject: String(caller.userId),
    issuer: ISSUER,
    audience: ACCESS_AUDIENCE,
    expiresIn: expiresInSeconds,
  });
}

export function verifyAccessToken(token: string, publicKey: string): Caller {
  try {
    const claims = jwt.verify(token, publicKey, { algorithms: ['RS256'], issuer: ISSUER, audience: ACCESS_AUDIENCE }) as jwt.JwtPayload;
    return { userId: Number(claims.sub), username: String(claims.username), isAdmin: claims.isAdmin === true, sessionId: String(claims.sid) };
  } catch (error) {
    throw new AppError('UNAUTHENTICATED', 'Not authenticated', { cause: error });
  }
}

/** Reads `Authorization: Bearer …`; no header means an anonymous caller, a bad one is refused. */
export function callerFromAuthorization(header: string | undefined, publicKey: string): Caller | null {
  if (!header) return null;
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  return verifyAccessToken(match[1], publicKey);
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthenticated();
  return caller;
}

export function requireAdmin(caller: Caller | null): Caller {
  const known = requireCaller(caller);
  if (!known.isAdmin) throw forbidden('Admin access required');
  return known;
}

/** A parent may act on their own records only; an administrator on anyone's. */
export function requireSelfOrAdmin(caller: Caller | null, ownerId: number): Caller {
  const known = requireCaller(caller);
  if (known.userId !== ownerId && !known.isAdmin) throw forbidden();
  return known;
}
