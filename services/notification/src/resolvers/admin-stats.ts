import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { AdminStatsResolvers } from '../generated/resolvers-types.ts';
import { countEmailsSent } from '../mail/history/count-emails-sent.ts';
import type { NotificationDeps } from '../notification-deps.ts';

/** Notification's share of the admin overview (the Emails Sent card); identity owns the entity's query. */
export function adminStatsResolvers(deps: NotificationDeps) {
  return {
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => ({ id: ref.id, emailsSent: await countEmailsSent(deps, ctx.caller) }),
  } satisfies AdminStatsResolvers;
}
