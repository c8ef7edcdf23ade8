import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { listChildrenOf, type ChildRow } from './child-repository.ts';

export async function listMyChildren(deps: IdentityDeps, caller: Caller | null): Promise<ChildRow[]> {
  return listChildrenOf(deps.db, requireCaller(caller).userId);
}
