import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { withoutNulls } from '@lunchbox/kit/without-nulls';
import { announceSession, announceSessionEnded } from '@lunchbox/kit/session-headers';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { issueCaptcha } from '../captcha/captcha.ts';
import { addChild, deleteChild, listChildrenOf, listMyChildren, updateChild, type ChildRow } from '../children/children.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requestPasswordReset, resetPassword } from '../password-reset/password-reset.ts';
import { endSession } from '../sessions/sessions.ts';
import { signIn } from '../users/login.ts';
import { registerParent } from '../users/register.ts';
import { countUsers, deleteUser, editUser, listAllChildren, listUsers, setAdminRole } from '../users/admin-users.ts';
import { updateProfile } from '../users/update-profile.ts';
import { findUserById, toPublicUser } from '../users/user-repository.ts';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { Resolvers } from '../generated/resolvers-types.ts';

const toChild = (row: ChildRow) => ({ ...row, preferredLunchOptions: row.preferredLunchOptions ?? [] });

/** Only the user themself and administrators may see a user, whichever subgraph asks. */
async function visibleUser(deps: IdentityDeps, caller: Caller | null, id: number): Promise<PublicUser | null> {
  if (!caller || (caller.userId !== id && !caller.isAdmin)) return null;
  const row = await findUserById(deps.db, id);
  return row ? toPublicUser(row) : null;
}

export function identityResolvers(deps: IdentityDeps) {
  return {
    Query: {
      me: (_: unknown, __: unknown, ctx: SubgraphContext) => (ctx.caller ? visibleUser(deps, ctx.caller, ctx.caller.userId) : null),
      myChildren: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await listMyChildren(deps, ctx.caller)).map(toChild),
      adminUsers: (_: unknown, __: unknown, ctx: SubgraphContext) => listUsers(deps, ctx.caller),
      adminChildProfiles: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await listAllChildren(deps, ctx.caller)).map(toChild),
      adminStats: async (_: unknown, __: unknown, ctx: SubgraphContext) => ({ id: 'overview', totalUsers: await countUsers(deps, ctx.caller) }),
    },
    Mutation: {
      createCaptcha: () => issueCaptcha(deps.db, deps.settings.captchaTestAnswer),
      login: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
        const { user, session } = await signIn(deps, args.input, ctx.clientIp);
        announceSession(ctx.res, session);
        return user;
      },
      register: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) => {
        const { user, session } = await registerParent(deps, args.input, ctx.clientIp);
        announceSession(ctx.res, session);
        return user;
      },
      logout: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        const { caller } = ctx;
        if (caller) {
          await deps.transactionWithEvents((tx) => endSession(tx, caller));
        }
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
        toChild(await addChild(deps, ctx.caller, withoutNulls(args.input))),
      updateChild: async (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
        toChild(await updateChild(deps, ctx.caller, args.id, withoutNulls(args.input))),
      deleteChild: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
        await deleteChild(deps, ctx.caller, args.id);
        return true;
      },
      setUserAdmin: (_: unknown, args: { id: number; isAdmin?: boolean | null }, ctx: SubgraphContext) => setAdminRole(deps, ctx.caller, args.id, args.isAdmin),
      deleteUser: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => {
        await deleteUser(deps, ctx.caller, args.id);
        return true;
      },
      adminUpdateUser: (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
        editUser(deps, ctx.caller, args.id, withoutNulls(args.input)),
    },
    AdminStats: {
      __resolveReference: async (_ref: { id: string }, ctx: SubgraphContext) => ({ id: 'overview', totalUsers: await countUsers(deps, ctx.caller) }),
    },
    User: {
      __resolveReference: (ref: { id: number }, ctx: SubgraphContext) => visibleUser(deps, ctx.caller, Number(ref.id)),
      children: async (user: PublicUser, _: unknown, ctx: SubgraphContext) => {
        requireCaller(ctx.caller);
        return (await listChildrenOf(deps.db, user.id)).map(toChild);
      },
    },
    ChildProfile: {
      __resolveReference: async (ref: { id: number }, ctx: SubgraphContext) => {
        if (!ctx.caller) return null;
        const children = await listChildrenOf(deps.db, ctx.caller.userId);
        const own = children.find((child) => child.id === Number(ref.id));
        return own ? toChild(own) : null;
      },
    },
  } satisfies Resolvers;
}
