import type { IdentityDeps } from '../identity-deps.ts';
import { adminStatsResolvers } from './admin-stats.ts';
import { childProfileResolvers } from './child-profile.ts';
import { auditQueryResolvers } from './audit.ts';
import { dietRequestMutationResolvers, dietRequestQueryResolvers } from './diet-request.ts';
import { mutationResolvers } from './mutation.ts';
import { passkeyMutationResolvers, passkeyQueryResolvers } from './passkeys.ts';
import { myAccountResolvers } from './my-account.ts';
import { queryResolvers } from './query.ts';
import { schoolMutationResolvers, schoolQueryResolvers } from './schools.ts';
import { twoFactorMutationResolvers, twoFactorQueryResolvers } from './two-factor.ts';
import { userResolvers } from './user.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Every type identity resolves, each from its own file. */
export function identityResolvers(deps: IdentityDeps) {
  const myAccount = myAccountResolvers(deps);
  return {
    Query: {
      ...queryResolvers(deps),
      ...twoFactorQueryResolvers(deps),
      ...passkeyQueryResolvers(deps),
      ...myAccount.Query,
      ...auditQueryResolvers(deps),
      ...dietRequestQueryResolvers(deps),
      ...schoolQueryResolvers(deps),
    },
    Mutation: {
      ...mutationResolvers(deps),
      ...twoFactorMutationResolvers(deps),
      ...passkeyMutationResolvers(deps),
      ...myAccount.Mutation,
      ...dietRequestMutationResolvers(deps),
      ...schoolMutationResolvers(deps),
    },
    AdminStats: adminStatsResolvers(deps),
    User: { ...userResolvers(deps), ...myAccount.User },
    ChildProfile: childProfileResolvers(deps),
  } satisfies Resolvers;
}
