import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { countAllUsers } from './user-repository.ts';

/** The admin overview's "Total Users". */
export async function countUsers(deps: IdentityDeps, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  return countAllUsers(deps.db);
}
