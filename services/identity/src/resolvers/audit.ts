import { auditReads } from '@lunchbox/kit/audit/audit-resolvers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { identityAudit } from '../audit/identity-audit.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

/** Identity's audit trail in the graph (schema/audit.graphql); the gateway merges the four services' pages. */
export function auditQueryResolvers(deps: IdentityDeps) {
  const reads = auditReads('identity', deps.db, identityAudit);
  return {
    identityAuditLog: (_: unknown, args: { filter?: Record<string, unknown> | null }, ctx: SubgraphContext) => reads.page(ctx.caller, args.filter),
    identityAuditVerify: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.verify(ctx.caller),
    identityAuditAboutMe: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.aboutMe(ctx.caller),
  } satisfies QueryResolvers;
}
