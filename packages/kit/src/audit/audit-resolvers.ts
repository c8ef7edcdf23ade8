import { requireAdmin, requireCaller, type Caller } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { AuditRow } from './audit-entry.ts';
import type { AuditLog } from './audit-log.ts';
import { auditQueryOf } from './audit-query.ts';

/** An entry as the graph answers it; its id names the service, as the gateway merges four trails into one list. */
export interface AuditEntryView {
  id: string;
  service: string;
  occurredAt: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: string;
  ip: string | null;
  userAgent: string | null;
}

function viewOf(service: string, row: AuditRow): AuditEntryView {
  return {
    id: `${service}:${row.id}`,
    service,
    occurredAt: row.occurredAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/**
 * The three audit reads every service answers, under its own field names (`<service>AuditLog`,
 * `<service>AuditVerify`, `<service>AuditAboutMe`): a page of entries and the chain check for
 * administrators, and the entries about the caller's own account for their data download.
 */
export function auditReads(service: string, db: Executor, log: AuditLog) {
  return {
    async page(caller: Caller | null, filter: Record<string, unknown> | null | undefined) {
      requireAdmin(caller);
      const query = auditQueryOf(filter ?? {});
      const rows = await log.list(db, { ...query, limit: query.limit + 1 });
      return { entries: rows.slice(0, query.limit).map((row) => viewOf(service, row)), hasMore: rows.length > query.limit };
    },
    async verify(caller: Caller | null) {
      requireAdmin(caller);
      const check = await log.verify(db);
      return { ok: check.ok, entries: check.entries, firstBadId: check.firstBadId === null ? null : `${service}:${check.firstBadId}` };
    },
    async aboutMe(caller: Caller | null) {
      const me = requireCaller(caller);
      return (await log.about(db, me.userId)).map((row) => viewOf(service, row));
    },
  };
}
