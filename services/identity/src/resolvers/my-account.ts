import { announceSessionEnded } from '@lunchbox/kit/http/session-headers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { IdentityDeps } from '../identity-deps.ts';
import { deleteMyAccount } from '../my-account/delete-my-account.ts';
import { listMySessions, listSessionsOfUser } from '../sessions/list-my-sessions.ts';
import { revokeMyOtherSessions } from '../sessions/revoke-my-other-sessions.ts';
import { revokeMySession } from '../sessions/revoke-my-session.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers-types.ts';

/** The parent's own sessions and account (issue 30 §3): the list, ending sessions, closing the account. */
export function myAccountResolvers(deps: IdentityDeps) {
  return {
    Query: {
      mySessions: (_: unknown, __: unknown, ctx: SubgraphContext) => listMySessions(deps, ctx.caller),
    } satisfies QueryResolvers,
    Mutation: {
      revokeMySession: async (_: unknown, args: { id: string }, ctx: SubgraphContext) => {
        const { endedCurrent } = await revokeMySession(deps, ctx.caller, args.id);
        if (endedCurrent) announceSessionEnded(ctx.res);
        return true;
      },
      revokeMyOtherSessions: (_: unknown, __: unknown, ctx: SubgraphContext) => revokeMyOtherSessions(deps, ctx.caller),
      deleteMyAccount: async (_: unknown, args: { password?: string | null; code?: string | null }, ctx: SubgraphContext) => {
        await deleteMyAccount(deps, ctx.caller, { password: args.password ?? undefined, code: args.code ?? undefined }, ctx.clientIp);
        announceSessionEnded(ctx.res);
        return true;
      },
    } satisfies MutationResolvers,
    User: {
      sessions: (user: PublicUser, _: unknown, ctx: SubgraphContext) => listSessionsOfUser(deps, ctx.caller, user.id),
    } satisfies UserResolvers,
  };
}
