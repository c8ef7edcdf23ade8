import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { OrderingDeps } from '../ordering-deps.ts';
import { countTodaysOrders } from '../orders/todays-orders.ts';
import type { AdminStatsResolvers } from '../generated/resolvers-types.ts';

/** Identity owns the admin overview; ordering adds today's order count. */
export function adminStatsResolvers(deps: OrderingDeps) {
  return {
    __resolveReference: async (reference: { id: string }, context: SubgraphContext) => ({
      id: reference.id,
      todaysOrders: await countTodaysOrders(deps.db, context.caller, deps.settings.schoolTimeZone),
    }),
  } satisfies AdminStatsResolvers;
}
