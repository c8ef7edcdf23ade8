import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { decideDietRequest } from '../diet-requests/decide-diet-request.ts';
import { listChildDietRequests, listDietRequestsForReview } from '../diet-requests/list-diet-requests.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

/** Diet requests' queries (issue 32); the upload and the document are HTTP routes (diet-request-routes.ts). */
export function dietRequestQueryResolvers(deps: IdentityDeps) {
  return {
    childDietRequests: (_: unknown, args: { childId: number }, ctx: SubgraphContext) => listChildDietRequests(deps, ctx.caller, args.childId),
    dietRequests: (_: unknown, args: { status?: string | null }, ctx: SubgraphContext) => listDietRequestsForReview(deps, ctx.caller, args.status),
  } satisfies QueryResolvers;
}

export function dietRequestMutationResolvers(deps: IdentityDeps) {
  return {
    decideDietRequest: (_: unknown, args: { id: number; input: unknown }, ctx: SubgraphContext) => decideDietRequest(deps, ctx.caller, args.id, args.input),
  } satisfies MutationResolvers;
}
