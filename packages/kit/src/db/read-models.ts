import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A read model keeps another service's facts from its events, which may come late, twice or out
 * of order: an upsert changes a row only for an event at least as new as the one that wrote it.
 * `version` is the row's column holding that event's `occurredAt`; use as `setWhere`.
 */
export function notNewerThan(version: AnyColumn, occurredAt: Date): SQL {
  return sql`${version} <= ${occurredAt.toISOString()}::timestamptz`;
}

/** True when each of the two types is assignable to the other. */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A read model copies its event's fields, not the table of the service that sent it: this names
 * each column of `Row` (but the read model's own, `Own`: its bookkeeping and what it derives) that
 * is not a field of the event data `Data`, or not of the type the event gives it once present.
 */
export type ColumnsNotInEvent<Row, Data, Own extends keyof Row = never> = {
  [K in Exclude<keyof Row, Own>]-?: K extends keyof Data ? (SameType<Row[K], Required<Data>[K]> extends true ? never : K) : K;
}[Exclude<keyof Row, Own>];

/** Compiles only when given `never`, so `NoneOf<ColumnsNotInEvent<…>>` fails naming the column that left its event. */
export type NoneOf<T extends never> = T;
