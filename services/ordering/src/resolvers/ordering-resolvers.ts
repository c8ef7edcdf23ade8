import type { SubgraphResolvers } from '@lunchbox/kit/http/subgraph-server';
import type { OrderingDeps } from '../ordering-deps.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { adminStatsResolvers } from './admin-stats.ts';
import { childProfileResolvers } from './child-profile.ts';
import { lunchOrderResolvers } from './lunch-order.ts';
import { auditQueryResolvers } from './audit.ts';
import { mutationResolvers } from './mutation.ts';
import { queryResolvers } from './query.ts';
import { userResolvers } from './user.ts';

/** The subgraph's resolver map: one file per GraphQL type. */
export function orderingResolvers(deps: OrderingDeps): SubgraphResolvers {
  return {
    Query: { ...queryResolvers(deps), ...auditQueryResolvers(deps) },
    Mutation: mutationResolvers(deps),
    LunchOrder: lunchOrderResolvers(deps),
    AdminStats: adminStatsResolvers(deps),
    ChildProfile: childProfileResolvers(deps),
    User: userResolvers(deps),
  } satisfies Resolvers;
}
