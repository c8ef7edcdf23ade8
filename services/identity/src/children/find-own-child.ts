import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { IdentityDeps } from '../identity-deps.ts';
import { listChildrenOf, type ChildRow } from './child-repository.ts';

/** A child another subgraph refers to, shown only to its own parent; anyone else gets nothing. */
export async function findOwnChild(deps: IdentityDeps, caller: Caller | null, childId: number): Promise<ChildRow | null> {
  if (!caller) return null;
  const children = await listChildrenOf(deps.db, caller.userId);
  return children.find((child) => child.id === childId) ?? null;
}
