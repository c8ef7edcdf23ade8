import type { SubgraphResolvers } from '@lunchbox/kit/http/subgraph-server';
import type { MenuDeps } from '../menu-deps.ts';
import { adminStatsResolvers } from './admin-stats.ts';
import { auditQueryResolvers } from './audit.ts';
import { mutationResolvers } from './mutation.ts';
import { queryResolvers } from './query.ts';
import { weeklyMenuItemResolvers } from './weekly-menu-item.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Every type the menu resolves, each from its own file. */
export function menuResolvers(deps: MenuDeps): SubgraphResolvers {
  return {
    Query: { ...queryResolvers(deps), ...auditQueryResolvers(deps) },
    Mutation: mutationResolvers(deps),
    AdminStats: adminStatsResolvers(deps),
    WeeklyMenuItem: weeklyMenuItemResolvers(deps),
  } satisfies Resolvers;
}
