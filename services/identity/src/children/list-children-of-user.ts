import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { listChildrenOf, type ChildRow } from './child-repository.ts';

/** A user's children, asked through the user; whoever may see the user (findVisibleUser) may see them. */
export async function listChildrenOfUser(deps: IdentityDeps, caller: Caller | null, userId: number): Promise<ChildRow[]> {
  requireCaller(caller);
  return listChildrenOf(deps.db, userId);
}
