import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import { announceSession } from '@lunchbox/kit/http/session-headers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { IdentityDeps } from '../identity-deps.ts';
import { completeTwoFactorSignIn } from '../two-factor/complete-two-factor-sign-in.ts';
import { disableTwoFactor } from '../two-factor/disable-two-factor.ts';
import { enableTwoFactor } from '../two-factor/enable-two-factor.ts';
import { resetUserTwoFactor } from '../two-factor/reset-user-two-factor.ts';
import { setUpTwoFactor } from '../two-factor/set-up-two-factor.ts';
import { twoFactorStatus } from '../two-factor/two-factor-status.ts';
import { signIn } from '../users/login.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export function twoFactorQueryResolvers(deps: IdentityDeps) {
  return {
    myTwoFactor: (_: unknown, __: unknown, ctx: SubgraphContext) => twoFactorStatus(deps, ctx.caller),
  } satisfies QueryResolvers;
}

export function twoFactorMutationResolvers(deps: IdentityDeps) {
  return {
    signIn: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
      const outcome = await signIn(deps, args.input, ctx.clientIp, ctx.userAgent);
      if ('twoFactorChallengeId' in outcome) return { user: null, twoFactorRequired: true, challengeId: outcome.twoFactorChallengeId };
      announceSession(ctx.res, outcome.session);
      return { user: outcome.user, twoFactorRequired: false, challengeId: null };
    },
    completeTwoFactorSignIn: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
      const { user, session } = await completeTwoFactorSignIn(deps, args.input, { ip: ctx.clientIp, userAgent: ctx.userAgent });
      announceSession(ctx.res, session);
      return user;
    },
    setUpTwoFactor: (_: unknown, __: unknown, ctx: SubgraphContext) => setUpTwoFactor(deps, ctx.caller),
    enableTwoFactor: (_: unknown, args: { code?: string | null }, ctx: SubgraphContext) => enableTwoFactor(deps, ctx.caller, { code: args.code ?? undefined }),
    disableTwoFactor: async (_: unknown, args: { input: Record<string, unknown> }, ctx: SubgraphContext) => {
      await disableTwoFactor(deps, ctx.caller, withoutNulls(args.input));
      return true;
    },
    resetUserTwoFactor: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
      await resetUserTwoFactor(deps, ctx.caller, args.id);
      return true;
    },
  } satisfies MutationResolvers;
}
