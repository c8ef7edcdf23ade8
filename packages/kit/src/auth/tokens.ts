import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { roleFromLegacy, type UserRole } from '@lunchbox/domain/user-roles';
import { AppError, forbidden, unauthenticated } from '../errors/app-error.ts';

/** Who is calling, as proven by an access token that identity signed. */
export interface Caller {
  userId: number;
  username: string;
  /** True exactly when `role` is admin (the specification's shapes carry it). */
  isAdmin: boolean;
  /** The user's role (issue 31 §3, docs/roles.md); absent in tokens from before roles: admin or parent by isAdmin. */
  role?: UserRole;
  /** The one school a school_office user acts for; null for every other role. */
  schoolId?: number | null;
  sessionId: string;
  /** The session was made with a second factor (a TOTP code, a recovery code or a passkey) or gained one since. */
  secondFactor?: boolean;
  /**
   * Identity's verdict under REQUIRE_ADMIN_2FA: an administrator (or kitchen or school-office staff)
   * whose session has no second factor may do nothing their role alone may do. Carried in the token so that every service
   * enforces it without knowing the setting.
   */
  twoFactorMissing?: boolean;
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
  const claims = {
    username: caller.username,
    isAdmin: caller.isAdmin,
    role: roleOf(caller),
    schoolId: caller.schoolId ?? null,
    sid: caller.sessionId,
    mfa: caller.secondFactor === true,
    mfaMissing: caller.twoFactorMissing === true,
  };
  return jwt.sign(claims, keyObjectOf(privateKey, 'private'), {
    algorithm: 'RS256',
    subject: String(caller.userId),
    issuer: ISSUER,
    audience: ACCESS_AUDIENCE,
    expiresIn: expiresInSeconds,
  });
}

const keyObjects = new Map<string, KeyObject>();

/**
 * The PEM key as a KeyObject, made once per key: given the PEM text, jsonwebtoken parsed it again
 * for every token it signed or verified (createPrivateKey was a sixth of signing one).
 */
function keyObjectOf(pem: string, kind: 'private' | 'public'): KeyObject {
  let key = keyObjects.get(pem);
  if (!key) {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    keyObjects.set(pem, key);
  }
  return key;
}

function verifyAccessToken(token: string, publicKey: string): Caller {
  try {
    const claims = jwt.verify(token, keyObjectOf(publicKey, 'public'), { algorithms: ['RS256'], issuer: ISSUER, audience: ACCESS_AUDIENCE }) as jwt.JwtPayload;
    return {
      userId: Number(claims.sub),
      username: String(claims.username),
      isAdmin: claims.isAdmin === true,
      role: roleFromLegacy(claims.role, claims.isAdmin === true),
      schoolId: typeof claims.schoolId === 'number' ? claims.schoolId : null,
      sessionId: String(claims.sid),
      secondFactor: claims.mfa === true,
      twoFactorMissing: claims.mfaMissing === true,
    };
  } catch (error) {
    throw new AppError('UNAUTHENTICATED', 'Not authenticated', { cause: error });
  }
}

/** Reads `Authorization: Bearer …`; no header means an anonymous caller, a bad one is refused. */
function callerFromAuthorization(header: string | undefined, publicKey: string): Caller | null {
  if (!header) return null;
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  return verifyAccessToken(match[1], publicKey);
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthenticated();
  return caller;
}

export const TWO_FACTOR_REQUIRED_MESSAGE = 'Set up two-factor sign-in before using the admin area';

function assertSecondFactor(caller: Caller): void {
  if (caller.twoFactorMissing) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
}

/**
 * For the gateway's own admin paths (the live board), which hold identity's access token without
 * verifying it (identity handed it over on its internal call): refuses as requireAdmin would.
 */
export function assertAccessTokenHasSecondFactor(accessToken: string): void {
  const payload = accessToken.split('.')[1] ?? '';
  let claims: { mfaMissing?: unknown } = {};
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { mfaMissing?: unknown };
  } catch {
    // Not a token identity signed: the services refuse it anyway.
  }
  if (claims.mfaMissing === true) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
}

export function requireAdmin(caller: Caller | null): Caller {
  const known = requireCaller(caller);
  if (!known.isAdmin) throw forbidden('Admin access required');
  assertSecondFactor(known);
  return known;
}

/** The caller's role; a caller built before roles (a test's, an old token's) has admin or parent by isAdmin. */
export function roleOf(caller: Pick<Caller, 'role' | 'isAdmin'>): UserRole {
  return roleFromLegacy(caller.role, caller.isAdmin);
}

/**
 * Staff pages (docs/roles.md): the caller must hold one of `roles`, and, under REQUIRE_ADMIN_2FA,
 * a session with a second factor, as an administrator must.
 */
export function requireRole(caller: Caller | null, roles: readonly UserRole[]): Caller {
  const known = requireCaller(caller);
  if (!roles.includes(roleOf(known))) throw forbidden(roles.includes('admin') ? 'Admin access required' : 'Access denied');
  assertSecondFactor(known);
  return known;
}

/**
 * The school a school_office caller may read (docs/roles.md): their own, which is also the answer when
 * they name none; naming another school is refused. Other roles name the school they ask for.
 */
export function requireOwnSchool(caller: Caller, asked: number | null | undefined): number | null {
  if (roleOf(caller) !== 'school_office') return asked ?? null;
  const own = caller.schoolId ?? null;
  if (own === null || (asked !== null && asked !== undefined && asked !== own)) throw forbidden('Access denied');
  return own;
}

/** A parent may act on their own records only; an administrator on anyone's. */
export function requireSelfOrAdmin(caller: Caller | null, ownerId: number): Caller {
  const known = requireCaller(caller);
  if (known.userId !== ownerId && !known.isAdmin) throw forbidden();
  if (known.userId !== ownerId) assertSecondFactor(known);
  return known;
}

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
