import { requireAdmin } from '@lunchbox/kit/auth';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { countEmailsSent } from '../mail/history/reading.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { AdminStatsResolvers } from '../generated/resolvers-types.ts';

/** Notification's share of the admin overview (the Emails Sent card); identity owns the entity's query. */
export function adminStatsResolvers(deps: NotificationDeps) {
  return {
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => {
      requireAdmin(ctx.caller);
      return { id: ref.id, emailsSent: await countEmailsSent(deps.db) };
    },
  } satisfies AdminStatsResolvers;
}
