import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { IdentityDeps } from '../identity-deps.ts';
import { listSchools } from '../schools/list-schools.ts';
import { createSchool, updateSchool } from '../schools/save-school.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export function schoolQueryResolvers(deps: IdentityDeps) {
  return {
    schools: () => listSchools(deps),
  } satisfies QueryResolvers;
}

export function schoolMutationResolvers(deps: IdentityDeps) {
  return {
    createSchool: (_: unknown, args: { input: Record<string, unknown> }, ctx: SubgraphContext) => createSchool(deps, ctx.caller, withoutNulls(args.input)),
    updateSchool: (_: unknown, args: { id: number; input: Record<string, unknown> }, ctx: SubgraphContext) =>
      updateSchool(deps, ctx.caller, args.id, withoutNulls(args.input)),
  } satisfies MutationResolvers;
}
