import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { toPublicUser } from './public-user.ts';
import { listAllUsers } from './user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/** The admin Users screen: every account. */
export async function listUsers(deps: IdentityDeps, caller: Caller | null): Promise<PublicUser[]> {
  requireAdmin(caller);
  return (await listAllUsers(deps.db)).map(toPublicUser);
}
