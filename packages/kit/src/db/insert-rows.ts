import { getTableColumns, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.ts';

/**
 * Inserts rows in one statement that carries them as one JSON parameter
 * (`json_populate_recordset`) and answers them as drizzle's `insert … returning()` would. drizzle
 * builds a multi-row VALUES with a parameter for every cell, each checked on its way through its
 * SQL builder: for a checkout's ten lunches that was a tenth of the servers' CPU in the rush.
 * Rows go in in the order given (a lock order stays one). A column none of the rows gives gets its
 * default; every row gives the same columns.
 */
export async function insertRows<T extends PgTable>(db: Database | Transaction, table: T, rows: InferInsertModel<T>[]): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  const given = columns.filter(([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const records = rows.map((row) =>
    Object.fromEntries(
      given.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
      }),
    ),
  );
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql.raw(', '),
  );
  const result = await db.execute<Record<string, unknown>>(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) returning *`,
  );
  return result.rows.map(
    (raw) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}
