import { unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { PublicUser } from '@lunchbox/contracts/users';
import { recordSignIn, recordTwoFactorFailure } from '../audit/identity-audit.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { startSession, type IssuedSession, type SessionClient } from '../sessions/start-session.ts';
import { toPublicUser } from '../users/public-user.ts';
import { findUserById } from '../users/user-repository.ts';
import { checkSecondFactor, refusalFor, type SecondFactorOutcome } from './second-factor-check.ts';
import { limitedPerAddress } from './second-step-limit.ts';
import { closeChallenge, lockOpenChallenge } from './two-factor-challenges.ts';
import { twoFactorSignInSchema } from '@lunchbox/domain/two-factor-schemas';

export const CHALLENGE_GONE = 'This sign-in has expired. Please sign in again.';

type Completion = { outcome: 'accepted'; user: PublicUser; session: IssuedSession } | { outcome: Exclude<SecondFactorOutcome, 'accepted'> | 'gone' };

/**
 * The second step of signing in: the challenge from the password step and a code (or a recovery
 * code). The session starts only when the code is right; the fifth wrong code closes the challenge
 * and locks the account's second step for 15 minutes.
 */
export async function completeTwoFactorSignIn(
  deps: IdentityDeps,
  rawInput: unknown,
  client: SessionClient,
): Promise<{ user: PublicUser; session: IssuedSession }> {
  return limitedPerAddress(deps, client.ip, () => checkCodeAndStartSession(deps, rawInput, client));
}

async function checkCodeAndStartSession(deps: IdentityDeps, rawInput: unknown, client: SessionClient): Promise<{ user: PublicUser; session: IssuedSession }> {
  const input = twoFactorSignInSchema.parse(rawInput);
  const result = await deps.db.transaction(async (tx): Promise<Completion> => {
    const challenge = await lockOpenChallenge(tx, input.challengeId);
    if (!challenge) return { outcome: 'gone' };
    const outcome = await checkSecondFactor(tx, deps.settings.twoFactorKey, challenge.userId, input);
    if (outcome !== 'accepted') {
      await recordTwoFactorFailure(tx, challenge.userId);
      if (outcome === 'locked') await closeChallenge(tx, challenge.id);
      return { outcome };
    }
    await closeChallenge(tx, challenge.id);
    const user = await findUserById(tx, challenge.userId);
    if (!user) return { outcome: 'gone' };
    const session = await startSession(tx, deps.settings.privateKey, user.id, challenge.rememberMe, { secondFactor: true, client });
    await recordSignIn(tx, user);
    return { outcome, user: toPublicUser(user), session };
  });
  if (result.outcome === 'accepted') return result;
  if (result.outcome === 'gone') throw unauthenticated(CHALLENGE_GONE);
  throw refusalFor(result.outcome);
}
