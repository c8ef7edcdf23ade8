import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { emailsReceivedBy } from '../my-data/emails-received.ts';
import { feedbackOfUser } from '../my-data/feedback-of-user.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { UserResolvers } from '../generated/resolvers-types.ts';

/** Identity owns the user; notification adds the user's feedback and the e-mails they received (their data download). */
export function userResolvers(deps: NotificationDeps) {
  return {
    __resolveReference: (reference: { id: number }) => reference,
    feedback: (user, _args: unknown, ctx: SubgraphContext) => feedbackOfUser(deps, ctx.caller, Number(user.id)),
    emailsReceived: (user, _args: unknown, ctx: SubgraphContext) => emailsReceivedBy(deps.db, ctx.caller, Number(user.id)),
  } satisfies UserResolvers;
}
