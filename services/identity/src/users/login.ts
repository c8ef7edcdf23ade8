import bcrypt from 'bcryptjs';
import { loginSchema } from '@lunchbox/domain/identity-schemas';
import { unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { startSession, type IssuedSession } from '../sessions/start-session.ts';
import { openChallenge } from '../two-factor/two-factor-challenges.ts';
import { isTwoFactorEnabled } from '../two-factor/two-factor-repository.ts';
import { toPublicUser } from './public-user.ts';
import { assertNotLimited, spend } from './rate-limits.ts';
import { findUserByLogin } from './user-repository.ts';
import { recordSignIn, recordSignInFailure } from '../audit/identity-audit.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

export const BAD_CREDENTIALS = 'Invalid username or password';

// Compared against when the name is unknown, so both failures take as long.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

export type SignInOutcome = { user: PublicUser; session: IssuedSession } | { twoFactorChallengeId: string };

/**
 * The password step. A user with two-factor on gets no session yet, only a challenge that the
 * second step (two-factor/complete-two-factor-sign-in.ts) completes with a code.
 */
export async function signIn(deps: IdentityDeps, rawInput: unknown, clientIp: string, userAgent: string | null = null): Promise<SignInOutcome> {
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
  if (await isTwoFactorEnabled(deps.db, row.id)) return { twoFactorChallengeId: await openChallenge(deps.db, row.id, input.rememberMe) };
  const session = await startSession(deps.db, deps.settings.privateKey, row.id, input.rememberMe, { client: { ip: clientIp, userAgent } });
  await recordSignIn(deps.db, row);
  return { user: toPublicUser(row), session };
}
