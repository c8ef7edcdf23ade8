import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { ChildRow } from '../children/child-repository.ts';
import { findOwnChild } from '../children/find-own-child.ts';
import { confirmedDietsOf } from '../diet-requests/confirmed-diets.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { ChildProfileResolvers } from '../generated/resolvers-types.ts';

/** What the graph shows of a child: a child stored without preferred options has none. */
export const toChildProfile = (row: ChildRow) => ({ ...row, preferredLunchOptions: row.preferredLunchOptions ?? [] });

export function childProfileResolvers(deps: IdentityDeps) {
  return {
    __resolveReference: async (ref: { id: number }, ctx: SubgraphContext) => {
      const child = await findOwnChild(deps, ctx.caller, Number(ref.id));
      return child ? toChildProfile(child) : null;
    },
    // Every path that answers a child has already checked the caller is its parent or an administrator.
    confirmedDiets: (child) => confirmedDietsOf(deps.db, child.id, deps.settings.schoolTimeZone),
  } satisfies ChildProfileResolvers;
}
