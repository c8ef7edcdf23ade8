import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { listChildrenOfUser } from '../children/list-children-of-user.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findVisibleUser } from '../users/find-visible-user.ts';
import { toChildProfile } from './child-profile.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { UserResolvers } from '../generated/resolvers-types.ts';

export function userResolvers(deps: IdentityDeps) {
  return {
    __resolveReference: (ref: { id: number }, ctx: SubgraphContext) => findVisibleUser(deps, ctx.caller, Number(ref.id)),
    children: async (user: PublicUser, _: unknown, ctx: SubgraphContext) => (await listChildrenOfUser(deps, ctx.caller, user.id)).map(toChildProfile),
  } satisfies UserResolvers;
}
