import { z } from 'zod';
import { requireAdmin } from '@lunchbox/kit/auth';
import type { Database } from '@lunchbox/kit/db';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { listEmailHistory } from '../mail/email-history.ts';

const historyArgs = z.object({ limit: z.number().int().min(1).max(500).nullish() });

export function queryResolvers(deps: { db: Database }) {
  return {
    emailNotifications: async (_parent: unknown, args: unknown, context: SubgraphContext) => {
      requireAdmin(context.caller);
      const { limit } = historyArgs.parse(args);
      return listEmailHistory(deps.db, { limit: limit ?? 100 });
    },
  };
}
