import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { listEmailTemplates } from '../communications/list-email-templates.ts';
import { listAllFeedback } from '../feedback/list-all-feedback.ts';
import { listMyFeedback } from '../feedback/list-my-feedback.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { listEmailHistory } from '../mail/history/list-email-history.ts';
import type { NotificationDeps } from '../notification-deps.ts';

export function queryResolvers(deps: NotificationDeps) {
  return {
    emailNotifications: (_parent: unknown, args: unknown, context: SubgraphContext) => listEmailHistory(deps, context.caller, args),
    emailTemplates: (_parent: unknown, _args: unknown, context: SubgraphContext) => listEmailTemplates(deps, context.caller),
    myFeedback: (_parent: unknown, _args: unknown, context: SubgraphContext) => listMyFeedback(deps, context.caller),
    adminFeedback: (_parent: unknown, _args: unknown, context: SubgraphContext) => listAllFeedback(deps, context.caller),
  } satisfies QueryResolvers;
}
