import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A read model keeps another service's facts from its events, which may come late, twice or out
 * of order: an upsert changes a row only for an event at least as new as the one that wrote it.
 * `version` is the row's column holding that event's `occurredAt`; use as `setWhere`.
 */
export function notNewerThan(version: AnyColumn, occurredAt: Date): SQL {
  return sql`${version} <= ${occurredAt.toISOString()}::timestamptz`;
}
