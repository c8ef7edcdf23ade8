import { z } from 'zod';
import { requireAdmin } from '@lunchbox/kit/auth';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { quickTemplates } from '../communications/quick-templates.ts';
import { listAllFeedback, listMyFeedback } from '../feedback/feedback.ts';
import { listEmailHistory } from '../mail/history/reading.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

const historyArgs = z.object({ limit: z.number().int().min(1).max(500).nullish() });

export function queryResolvers(deps: NotificationDeps) {
  return {
    emailNotifications: async (_parent: unknown, args: unknown, context: SubgraphContext) => {
      requireAdmin(context.caller);
      const { limit } = historyArgs.parse(args);
      return listEmailHistory(deps.db, { limit: limit ?? 100 });
    },
    emailTemplates: (_parent: unknown, _args: unknown, context: SubgraphContext) => {
      requireAdmin(context.caller);
      return [...quickTemplates(deps.schoolTimeZone)];
    },
    myFeedback: (_parent: unknown, _args: unknown, context: SubgraphContext) => listMyFeedback(deps, context.caller),
    adminFeedback: (_parent: unknown, _args: unknown, context: SubgraphContext) => listAllFeedback(deps, context.caller),
  } satisfies QueryResolvers;
}
