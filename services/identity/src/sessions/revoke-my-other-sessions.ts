import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeSessionsOfExcept } from './session-repository.ts';

/** "Sign out everywhere else": ends every live session of the caller but the one they ask from. Answers how many ended. */
export async function revokeMyOtherSessions(deps: IdentityDeps, caller: Caller | null): Promise<number> {
  const { userId, sessionId } = requireCaller(caller);
  return deps.transactionWithEvents(async (tx) => {
    const ended = await revokeSessionsOfExcept(tx, userId, sessionId);
    if (ended > 0) await tx.recordEvent('session.ended', { userId });
    return ended;
  });
}
