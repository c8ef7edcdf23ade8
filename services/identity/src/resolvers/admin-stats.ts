import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { IdentityDeps } from '../identity-deps.ts';
import { countUsers } from '../users/count-users.ts';
import type { AdminStatsResolvers } from '../generated/resolvers-types.ts';

/** Identity's share of the admin overview (Total Users); identity also answers the entity's query. */
export function adminStatsResolvers(deps: IdentityDeps) {
  return {
    __resolveReference: async (_ref: { id: string }, ctx: SubgraphContext) => ({ id: 'overview', totalUsers: await countUsers(deps, ctx.caller) }),
  } satisfies AdminStatsResolvers;
}
