import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { countActiveMenuItems } from '../menu/count-active-menu-items.ts';
import type { MenuDeps } from '../menu-deps.ts';
import type { AdminStatsResolvers } from '../generated/resolvers-types.ts';

/** The menu's share of the admin overview (Weekly Menu Items); identity owns the entity's query. */
export function adminStatsResolvers(deps: MenuDeps) {
  return {
    __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => ({
      id: reference.id,
      weeklyMenuItems: await countActiveMenuItems(deps, ctx.caller),
    }),
  } satisfies AdminStatsResolvers;
}
