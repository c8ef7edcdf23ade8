import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { badInput, notFound } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeSessionOf } from './session-repository.ts';

export const SESSION_NOT_FOUND = 'Session not found';
export const INVALID_SESSION_ID = 'Invalid session id';

const sessionIdSchema = z.string().uuid();

/**
 * Ends one of the caller's own sessions (their current one too: that signs them out). Someone
 * else's session id is answered as an unknown one, so ids cannot be probed. The gateways drop the
 * user's cached sessions on session.ended, written in the same transaction.
 */
export async function revokeMySession(deps: IdentityDeps, caller: Caller | null, rawId: unknown): Promise<{ endedCurrent: boolean }> {
  const { userId, sessionId: currentId } = requireCaller(caller);
  const parsed = sessionIdSchema.safeParse(rawId);
  if (!parsed.success) throw badInput(INVALID_SESSION_ID);
  await deps.transactionWithEvents(async (tx) => {
    if (!(await revokeSessionOf(tx, userId, parsed.data))) throw notFound(SESSION_NOT_FOUND);
    await tx.recordEvent('session.ended', { userId });
  });
  return { endedCurrent: parsed.data === currentId };
}
