import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeSession } from './session-repository.ts';

/**
 * Ends the caller's session and tells those that cache sessions (the gateways) in the same
 * transaction. Signing out without a session is no error: the cookie is cleared either way.
 */
export async function logout(deps: IdentityDeps, caller: Caller | null): Promise<void> {
  if (!caller) return;
  await deps.transactionWithEvents(async (tx) => {
    await revokeSession(tx, caller.sessionId);
    await tx.recordEvent('session.ended', { userId: caller.userId });
  });
}
