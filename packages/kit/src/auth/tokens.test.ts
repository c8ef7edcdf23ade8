import { afterEach, describe, jest, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';
import { requireAdmin, requireOwnSchool, requireRole, requireSelfOrAdmin, signAccessToken, verifiedCallers } from './tokens.ts';

const pem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const keys = pem();
const other = pem();
const parent = { userId: 7, username: 'maria', isAdmin: false, role: 'parent' as const, schoolId: null, sessionId: 's-1', secondFactor: false, twoFactorMissing: false };
const refused = (error: unknown) => error instanceof AppError && error.code === 'UNAUTHENTICATED';

describe('a subgraph keeps the callers of the access tokens it verified, until they expire', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('the same token names the same caller each time; no token is an anonymous caller', () => {
    const callerOf = verifiedCallers(keys.publicKey);
    const header = `Bearer ${signAccessToken(parent, keys.privateKey)}`;
    assert.deepEqual(callerOf(header), parent);
    assert.deepEqual(callerOf(header), parent);
    assert.equal(callerOf(undefined), null);
  });

  test('a token signed by another key, or not a bearer token, is refused every time', () => {
    const callerOf = verifiedCallers(keys.publicKey);
    const forged = `Bearer ${signAccessToken(parent, other.privateKey)}`;
    for (const header of [forged, forged, 'Basic abc', `Bearer ${signAccessToken(parent, keys.privateKey)}x`]) assert.throws(() => callerOf(header), refused);
  });

  test('a token that was accepted is refused once its expiry second comes', () => {
    jest.useFakeTimers({ now: new Date('2026-11-16T16:00:00.000Z') });
    const callerOf = verifiedCallers(keys.publicKey);
    const header = `Bearer ${signAccessToken(parent, keys.privateKey, 300)}`;
    assert.deepEqual(callerOf(header), parent);
    jest.setSystemTime(new Date('2026-11-16T16:04:59.999Z'));
    assert.deepEqual(callerOf(header), parent);
    jest.setSystemTime(new Date('2026-11-16T16:05:00.000Z'));
    assert.throws(() => callerOf(header), refused);
    assert.throws(() => callerOf(header), refused);
  });
});

describe('an administrator whose session has no second factor under REQUIRE_ADMIN_2FA (issue 30)', () => {
  const admin = { userId: 1, username: 'admin', isAdmin: true, role: 'admin' as const, schoolId: null, sessionId: 's-2', secondFactor: false, twoFactorMissing: true };
  const twoFactorRequired = (error: unknown) => error instanceof AppError && error.code === 'TWO_FACTOR_REQUIRED' && error.httpStatus === 403;

  test('when the token says the factor is missing, then admin work and acting on others are refused with TWO_FACTOR_REQUIRED, their own records not', () => {
    const callerOf = verifiedCallers(keys.publicKey);
    const caller = callerOf(`Bearer ${signAccessToken(admin, keys.privateKey)}`);
    assert.deepEqual(caller, admin);
    assert.throws(() => requireAdmin(caller), twoFactorRequired);
    assert.throws(() => requireSelfOrAdmin(caller, 7), twoFactorRequired);
    assert.equal(requireSelfOrAdmin(caller, 1), caller);
  });

  test('when the session has its second factor, then the administrator acts as one', () => {
    const callerOf = verifiedCallers(keys.publicKey);
    const caller = callerOf(`Bearer ${signAccessToken({ ...admin, secondFactor: true, twoFactorMissing: false }, keys.privateKey)}`);
    assert.equal(requireAdmin(caller).userId, 1);
  });
});

describe('staff roles (issue 31 §3)', () => {
  const office = { userId: 9, username: 'office', isAdmin: false, role: 'school_office' as const, schoolId: 3, sessionId: 's-3' };
  const forbiddenError = (error: unknown) => error instanceof AppError && error.code === 'FORBIDDEN';

  test('the role and the school travel in the token, and a token from before roles reads as admin or parent', () => {
    const callerOf = verifiedCallers(keys.publicKey);
    const verified = callerOf(`Bearer ${signAccessToken(office, keys.privateKey)}`);
    assert.equal(verified?.role, 'school_office');
    assert.equal(verified?.schoolId, 3);
    const legacyAdmin = callerOf(`Bearer ${signAccessToken({ userId: 1, username: 'a', isAdmin: true, sessionId: 's-9' }, keys.privateKey)}`);
    assert.equal(legacyAdmin?.role, 'admin');
  });

  test('a role not in the list is refused, and a school office reads its own school only', () => {
    assert.throws(() => requireRole(parent, ['admin', 'kitchen']), forbiddenError);
    assert.equal(requireRole(office, ['school_office']).userId, 9);
    assert.equal(requireOwnSchool(office, undefined), 3);
    assert.equal(requireOwnSchool(office, 3), 3);
    assert.throws(() => requireOwnSchool(office, 4), forbiddenError);
    assert.equal(requireOwnSchool({ ...parent, isAdmin: true, role: 'admin' }, 4), 4);
  });

  test('under REQUIRE_ADMIN_2FA a kitchen session without a second factor is refused like an administrator', () => {
    const kitchen = { userId: 10, username: 'k', isAdmin: false, role: 'kitchen' as const, sessionId: 's-4', twoFactorMissing: true };
    assert.throws(() => requireRole(kitchen, ['admin', 'kitchen']), (error: unknown) => error instanceof AppError && error.code === 'TWO_FACTOR_REQUIRED');
  });
});
