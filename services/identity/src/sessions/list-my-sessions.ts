import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { forbidden } from '@lunchbox/kit/errors/app-error';
import type { IdentityDeps } from '../identity-deps.ts';
import { listLiveSessionsOf } from './session-repository.ts';
import { toSessionView, type SessionView } from './session-view.ts';

/** The caller's live sessions, the one they ask from marked current. */
export async function listMySessions(deps: Pick<IdentityDeps, 'db'>, caller: Caller | null): Promise<SessionView[]> {
  return listSessionsOfUser(deps, caller, requireCaller(caller).userId);
}

/** A user's live sessions, for that user alone: not even an administrator reads someone else's. */
export async function listSessionsOfUser(deps: Pick<IdentityDeps, 'db'>, caller: Caller | null, userId: number): Promise<SessionView[]> {
  const known = requireCaller(caller);
  if (known.userId !== userId) throw forbidden();
  const rows = await listLiveSessionsOf(deps.db, userId);
  return rows.map((row) => toSessionView(row, known.sessionId));
}
