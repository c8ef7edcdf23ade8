import { auditReads } from '@lunchbox/kit/audit/audit-resolvers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { menuAudit } from '../audit/menu-audit.ts';
import type { MenuDeps } from '../menu-deps.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

/** Menu's audit trail in the graph (schema/audit.graphql); the gateway merges the four services' pages. */
export function auditQueryResolvers(deps: MenuDeps) {
  const reads = auditReads('menu', deps.db, menuAudit);
  return {
    menuAuditLog: (_: unknown, args: { filter?: Record<string, unknown> | null }, ctx: SubgraphContext) => reads.page(ctx.caller, args.filter),
    menuAuditVerify: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.verify(ctx.caller),
    menuAuditAboutMe: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.aboutMe(ctx.caller),
  } satisfies QueryResolvers;
}
