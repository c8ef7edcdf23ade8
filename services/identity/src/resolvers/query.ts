import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { listAllChildren } from '../children/list-all-children.ts';
import { listMyChildren } from '../children/list-my-children.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { countUsers } from '../users/count-users.ts';
import { findVisibleUser } from '../users/find-visible-user.ts';
import { listUserPage, listUsers } from '../users/list-users.ts';
import { toChildProfile } from './child-profile.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export function queryResolvers(deps: IdentityDeps) {
  return {
    me: (_: unknown, __: unknown, ctx: SubgraphContext) => (ctx.caller ? findVisibleUser(deps, ctx.caller, ctx.caller.userId) : null),
    myChildren: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await listMyChildren(deps, ctx.caller)).map(toChildProfile),
    adminUsers: (_: unknown, __: unknown, ctx: SubgraphContext) => listUsers(deps, ctx.caller),
    adminUserPage: async (_: unknown, args: { search?: string | null; offset?: number | null; limit?: number | null }, ctx: SubgraphContext) => {
      const page = await listUserPage(deps, ctx.caller, args);
      return { ...page, childProfiles: page.childProfiles.map(toChildProfile) };
    },
    adminChildProfiles: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await listAllChildren(deps, ctx.caller)).map(toChildProfile),
    adminStats: async (_: unknown, __: unknown, ctx: SubgraphContext) => ({ id: 'overview', totalUsers: await countUsers(deps, ctx.caller) }),
  } satisfies QueryResolvers;
}
