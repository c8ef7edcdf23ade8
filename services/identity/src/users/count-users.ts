import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { countAllChildProfiles } from '../children/child-repository.ts';
import { countAdministrators, countAllUsers } from './user-repository.ts';

/** The admin overview's "Total Users". */
export async function countUsers(deps: IdentityDeps, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  return countAllUsers(deps.db);
}

/** The admin Users tab's summary cards, over every account whatever the search. */
export interface UserSummary {
  totalUsers: number;
  administrators: number;
  totalChildren: number;
}

/** The Users tab's summary; the caller is checked by the use case that asks (list-users.ts). */
export async function countUserSummary(deps: IdentityDeps): Promise<UserSummary> {
  const [totalUsers, administrators, totalChildren] = await Promise.all([countAllUsers(deps.db), countAdministrators(deps.db), countAllChildProfiles(deps.db)]);
  return { totalUsers, administrators, totalChildren };
}
