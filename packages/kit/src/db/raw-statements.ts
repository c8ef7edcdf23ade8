import { getTableColumns, type Column, type InferInsertModel, type Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Executor, Transaction } from './database.ts';

// A few statements run for every checkout of a rush, hundreds a second: they are written once as
// SQL text and sent as named prepared statements, so that neither drizzle (whose builder checked
// every piece of every statement again) nor PostgreSQL (which plans a named statement once per
// connection) builds them again. Everything else goes through drizzle.

/** A table's quoted, schema-qualified name for SQL text. */
export function tableNameOf(table: PgTable): string {
  // Kept per table: getTableConfig builds the table's indexes and checks again on every call, and
  // the outbox and inbox statements look their table's name up for every event written or handled.
  let quoted = tableNames.get(table);
  if (quoted === undefined) {
    const { schema, name } = getTableConfig(table);
    quoted = schema ? `"${schema}"."${name}"` : `"${name}"`;
    tableNames.set(table, quoted);
  }
  return quoted;
}

const tableNames = new WeakMap<PgTable, string>();

/**
 * A SQL expression that makes a row of `table` (as `alias`) a JSON object keyed as drizzle's select
 * answers it, and how to turn such an object back into the select's row (JSON has no time type: a
 * timestamp comes back as its text; dates stay YYYY-MM-DD text, as drizzle's string mode reads them).
 * `leftOut` keys are not in the object (values the caller has already, such as the texts it just inserted).
 */
export function jsonRowOf<Row>(
  table: PgTable,
  alias: string,
  leftOut: readonly string[] = [],
): { object: string; decode: (row: Record<string, unknown>) => Row } {
  const columns = Object.entries(getTableColumns(table as Table)).filter(([key]) => !leftOut.includes(key));
  const object = `json_build_object(${columns.map(([key, column]) => `'${key}', ${alias}."${column.name}"`).join(', ')})`;
  const instants = columns.filter(([, column]) => column.columnType === 'PgTimestamp').map(([key]) => key);
  return {
    object,
    decode: (row) => {
      for (const key of instants) if (typeof row[key] === 'string') row[key] = new Date(row[key]);
      return row as Row;
    },
  };
}

/**
 * Rows to insert as the JSON text `json_populate_recordset` takes (`insert … select cols from
 * json_populate_recordset(null::table, $1::json)`: one parameter however many rows, where drizzle's
 * multi-row VALUES has one per cell, each checked on its way through its SQL builder), and the
 * columns they give (a column none of them gives gets its default; every row gives the same columns).
 * Rows go in in the order given (a lock order stays one).
 */
export function insertRecordsOf<T extends PgTable>(table: T, rows: InferInsertModel<T>[]): { columns: string[]; json: string } {
  const first = rows[0] as Record<string, unknown> | undefined;
  const given = fieldsOf(table).filter(({ key }) => first?.[key] !== undefined);
  // The JSON text is written field by field: a checkout writes ten rows of twenty-odd columns, and
  // filling an object per row under keys known only at run time, then stringifying it, took twice as long.
  let json = '';
  for (const row of rows as Record<string, unknown>[]) {
    let record = '';
    for (const { key, column, asJson, label } of given) {
      const value = row[key];
      record += `${record === '' ? '' : ','}${label}${value === null || value === undefined ? 'null' : JSON.stringify(asJson ? value : column.mapToDriverValue(value))}`;
    }
    json += `${json === '' ? '' : ','}{${record}}`;
  }
  return { columns: given.map(({ column }) => column.name), json: `[${json}]` };
}

/** A column as insertRecordsOf writes it: its key in a row, its `"name":` in the JSON text, and whether its value goes in as JSON itself. */
interface InsertField {
  key: string;
  column: Column;
  label: string;
  asJson: boolean;
}

/**
 * Column types whose values go in as JSON themselves. A jsonb value's driver value is JSON text,
 * which would be stored as one JSON string; json_populate_recordset makes a JSON array an array
 * column's value, where the driver's array literal took a fifth of the rows' time.
 */
const AS_JSON = new Set(['PgJsonb', 'PgArray']);

/** A table's columns as insertRecordsOf writes them, listed once per table. */
function fieldsOf(table: PgTable): InsertField[] {
  let fields = tableFields.get(table);
  if (!fields) {
    fields = Object.entries(getTableColumns(table as Table)).map(([key, column]) => ({
      key,
      column,
      label: `${JSON.stringify(column.name)}:`,
      asJson: AS_JSON.has(column.columnType),
    }));
    tableFields.set(table, fields);
  }
  return fields;
}

const tableFields = new WeakMap<PgTable, InsertField[]>();

/** The connection a drizzle transaction runs on, to send a named prepared statement inside it. */
export function connectionOf(tx: Transaction): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error("drizzle's transaction no longer shows its connection (session.client)");
  return client;
}

/** Where a named prepared statement goes for an Executor: the transaction's connection, or the pool. */
export function clientOf(executor: Executor): Pick<pg.Pool, 'query'> {
  const pool = (executor as Partial<Database>).$client;
  return pool ?? connectionOf(executor as Transaction);
}
