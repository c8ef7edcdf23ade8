import { announceSession, announceSessionEnded } from '@lunchbox/kit/http/session-headers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { issueCaptcha } from '../captcha/issue-captcha.ts';
import { addChild } from '../children/add-child.ts';
import { deleteChild } from '../children/delete-child.ts';
import { updateChild } from '../children/update-child.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requestPasswordReset } from '../password-reset/request-password-reset.ts';
import { resetPassword } from '../password-reset/reset-password.ts';
import { logout } from '../sessions/logout.ts';
import { deleteUser } from '../users/delete-user.ts';
import { editUser } from '../users/edit-user.ts';
import { signIn } from '../users/login.ts';
import { registerParent } from '../users/register.ts';
import { setUserRole } from '../users/set-user-role.ts';
import { setAdminRole } from '../users/set-admin-role.ts';
import { updateProfile } from '../users/update-profile.ts';
import { toChildProfile } from './child-profile.ts';
import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import { unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export function mutationResolvers(deps: IdentityDeps) {
  return {
    createCaptcha: () => issueCaptcha(deps.db, deps.settings.captchaTestAnswer),
    login: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
      const outcome = await signIn(deps, args.input, ctx.clientIp, ctx.userAgent);
      // login answers a User, so it cannot hand over a challenge: such accounts sign in with signIn.
      if ('twoFactorChallengeId' in outcome) throw unauthenticated('This account has two-factor sign-in on: sign in with signIn and a code');
      announceSession(ctx.res, outcome.session);
      return outcome.user;
    },
    register: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
      const { user, session } = await registerParent(deps, args.input, ctx.clientIp, ctx.userAgent);
      announceSession(ctx.res, session);
      return user;
    },
    logout: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
      await logout(deps, ctx.caller);
      announceSessionEnded(ctx.res);
      return true;
    },
    requestPasswordReset: async (_: unknown, args: { email?: string | null }) => {
      await requestPasswordReset(deps, { email: args.email });
      return true;
    },
    resetPassword: async (_: unknown, args: { input: unknown }) => {
      await resetPassword(deps, args.input);
      return true;
    },
    updateProfile: (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
      updateProfile(deps, ctx.caller, args.id, withoutNulls(args.input)),
    addChild: async (_: unknown, args: { input: Record<string, unknown> }, ctx: SubgraphContext) =>
      toChildProfile(await addChild(deps, ctx.caller, withoutNulls(args.input))),
    updateChild: async (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
      toChildProfile(await updateChild(deps, ctx.caller, args.id, withoutNulls(args.input))),
    deleteChild: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
      await deleteChild(deps, ctx.caller, args.id);
      return true;
    },
    setUserAdmin: (_: unknown, args: { id: number; isAdmin?: boolean | null }, ctx: SubgraphContext) => setAdminRole(deps, ctx.caller, args.id, args.isAdmin),
    setUserRole: (_: unknown, args: { id: number; role?: string | null; schoolId?: number | null }, ctx: SubgraphContext) =>
      setUserRole(deps, ctx.caller, args.id, args.role, args.schoolId),
    deleteUser: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
      await deleteUser(deps, ctx.caller, args.id);
      return true;
    },
    adminUpdateUser: (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
      editUser(deps, ctx.caller, args.id, withoutNulls(args.input)),
  } satisfies MutationResolvers;
}
