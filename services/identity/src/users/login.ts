import bcrypt from 'bcryptjs';
import { loginSchema } from '@lunchbox/domain/identity-schemas';
import { unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { startSession, type IssuedSession } from '../sessions/start-session.ts';
import { toPublicUser } from './public-user.ts';
import { assertNotLimited, spend } from './rate-limits.ts';
import { findUserByLogin } from './user-repository.ts';
import { recordSignIn, recordSignInFailure } from '../audit/identity-audit.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

export const BAD_CREDENTIALS = 'Invalid username or password';

// Compared against when the name is unknown, so both failures take as long.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

export async function signIn(deps: IdentityDeps, rawInput: unknown, clientIp: string): Promise<{ user: PublicUser; session: IssuedSession }> {
  const input = loginSchema.parse(rawInput);
  const limitKey = `${clientIp}:${input.username.toLowerCase()}`;
  await assertNotLimited(deps.rateLimits.failedLogins, limitKey);

  const row = await findUserByLogin(deps.db, input.username);
  const matches = await bcrypt.compare(input.password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !matches) {
    await spend(deps.rateLimits.failedLogins, limitKey);
    await recordSignInFailure(deps.db, row?.id ?? null);
    throw unauthenticated(BAD_CREDENTIALS);
  }
  await deps.rateLimits.failedLogins.delete(limitKey);
  const session = await startSession(deps.db, deps.settings.privateKey, row.id, input.rememberMe);
  await recordSignIn(deps.db, row);
  return { user: toPublicUser(row), session };
}
