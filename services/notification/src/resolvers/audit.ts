import { auditReads } from '@lunchbox/kit/audit/audit-resolvers';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { notificationAudit } from '../audit/notification-audit.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

/** Notification's audit trail in the graph (schema/audit.graphql); the gateway merges the four services' pages. */
export function auditQueryResolvers(deps: NotificationDeps) {
  const reads = auditReads('notification', deps.db, notificationAudit);
  return {
    notificationAuditLog: (_: unknown, args: { filter?: Record<string, unknown> | null }, ctx: SubgraphContext) => reads.page(ctx.caller, args.filter),
    notificationAuditVerify: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.verify(ctx.caller),
    notificationAuditAboutMe: (_: unknown, __: unknown, ctx: SubgraphContext) => reads.aboutMe(ctx.caller),
  } satisfies QueryResolvers;
}
