import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { listAllChildProfiles, type ChildRow } from './child-repository.ts';

/** The admin Child Profiles screen: every child of every account. */
export async function listAllChildren(deps: IdentityDeps, caller: Caller | null): Promise<ChildRow[]> {
  requireAdmin(caller);
  return listAllChildProfiles(deps.db);
}
