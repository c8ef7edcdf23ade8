import type pg from 'pg';
import type { PgTable } from 'drizzle-orm/pg-core';
import { tableNameOf } from '../db/raw-statements.ts';

// The SQL the outbox writer, the relay and the inbox send on a service's outbox and inbox tables.
// Every write and every event handled sends these (hundreds a second in a rush): each is SQL text
// made once per table and sent as a named prepared statement, which PostgreSQL plans once per
// connection, where drizzle's builder made the same text again every time.

export interface MessagingStatements {
  insertEvent: pg.QueryConfig;
  claimBatch: pg.QueryConfig;
  markPublished: pg.QueryConfig;
  insertHandled: pg.QueryConfig;
}

const statements = new Map<string, MessagingStatements>();

/** The statements on a service's outbox or inbox table (each service has its own, in its schema). */
export function statementsOf(table: PgTable): MessagingStatements {
  const name = tableNameOf(table);
  let found = statements.get(name);
  if (!found) {
    const tag = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
    found = {
      insertEvent: { name: `${tag}_insert`, text: `insert into ${name} (event_id, type, envelope) values ($1, $2, $3::jsonb)` },
      claimBatch: {
        name: `${tag}_claim`,
        text: `select seq, envelope, created_at from ${name} where published_at is null order by seq limit $1 for update skip locked`,
      },
      markPublished: { name: `${tag}_published`, text: `update ${name} set published_at = now() where seq = any($1::bigint[])` },
      insertHandled: { name: `${tag}_handled`, text: `insert into ${name} (event_id, type) values ($1, $2) on conflict do nothing returning event_id` },
    };
    statements.set(name, found);
  }
  return found;
}
