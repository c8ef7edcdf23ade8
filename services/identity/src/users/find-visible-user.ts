import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser } from './public-user.ts';
import { findUserById } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/** Only the user themself and administrators may see a user, whichever subgraph asks; others get nothing. */
export async function findVisibleUser(deps: IdentityDeps, caller: Caller | null, id: number): Promise<PublicUser | null> {
  if (!caller || (caller.userId !== id && !caller.isAdmin)) return null;
  const row = await findUserById(deps.db, id);
  return row ? toPublicUser(row) : null;
}
