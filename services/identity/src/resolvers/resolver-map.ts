import type { IdentityDeps } from '../identity-deps.ts';
import { adminStatsResolvers } from './admin-stats.ts';
import { childProfileResolvers } from './child-profile.ts';
import { dietRequestMutationResolvers, dietRequestQueryResolvers } from './diet-request.ts';
import { mutationResolvers } from './mutation.ts';
import { queryResolvers } from './query.ts';
import { userResolvers } from './user.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Every type identity resolves, each from its own file. */
export function identityResolvers(deps: IdentityDeps) {
  return {
    Query: { ...queryResolvers(deps), ...dietRequestQueryResolvers(deps) },
    Mutation: { ...mutationResolvers(deps), ...dietRequestMutationResolvers(deps) },
    AdminStats: adminStatsResolvers(deps),
    User: userResolvers(deps),
    ChildProfile: childProfileResolvers(deps),
  } satisfies Resolvers;
}
