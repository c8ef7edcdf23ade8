import { auditReads } from '@lunchbox/kit/audit/audit-resolvers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { orderingAudit } from '../audit/ordering-audit.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

/** Ordering's audit trail in the graph (schema/audit.graphql); the gateway merges the four services' pages. */
export function auditQueryResolvers(deps: OrderingDeps) {
  const reads = auditReads('ordering', deps.db, orderingAudit);
  return {
    orderingAuditLog: (_: unknown, args: { filter?: Record<string, unknown> | null }, ctx: SubgraphContext) => reads.page(ctx.caller, args.filter),
    orderingAuditVerify: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.verify(ctx.caller),
    orderingAuditAboutMe: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.aboutMe(ctx.caller),
  } satisfies QueryResolvers;
}
