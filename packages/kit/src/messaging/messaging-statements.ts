import type pg from 'pg';
import type { PgTable } from 'drizzle-orm/pg-core';
import { tableNameOf } from '../db/raw-statements.ts';

// The SQL the outbox writer, the relay and the inbox send on a service's outbox and inbox tables.
// Every write and every event handled sends these (hundreds a second in a rush): each is SQL text
// made once per table and sent as a named prepared statement, which PostgreSQL plans once per
// connection, where drizzle's builder made the same text again every time. The relay's two are
// simple-protocol messages of two statements each instead (see outbox-relay.ts).

export interface MessagingStatements {
  insertEvent: pg.QueryConfig;
  /** Whether any row waits to be published (the relay's poll asks before it claims). */
  anyWaiting: pg.QueryConfig;
  /** `begin` and the claim of the oldest unpublished rows, locked until the commit, as one message (the simple protocol). */
  beginAndClaim(batchSize: number): string;
  /** The claimed rows the bus accepted marked published, and `commit`, as one message. */
  markAndCommit(seqs: string[]): string;
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
      anyWaiting: { name: `${tag}_waiting`, text: `select exists (select 1 from ${name} where published_at is null) as waiting` },
      beginAndClaim: (batchSize) =>
        `begin; select seq, envelope, created_at from ${name} where published_at is null order by seq limit ${integer(batchSize)} for update skip locked`,
      // The mark commits without waiting for the disk: lost in a crash, it only has the events
      // published again, which the bus and the consumers' inboxes drop by event id (a crash between
      // the publish and the mark does the same). Every batch waited for its own WAL flush before.
      markAndCommit: (seqs) =>
        seqs.length === 0
          ? 'commit'
          : `set local synchronous_commit = off; update ${name} set published_at = now() where seq in (${seqs.map(integer).join(', ')}); commit`,
      insertHandled: { name: `${tag}_handled`, text: `insert into ${name} (event_id, type) values ($1, $2) on conflict do nothing returning event_id` },
    };
    statements.set(name, found);
  }
  return found;
}

/** A number written into SQL text: only digits get there (the seqs come from PostgreSQL as text). */
function integer(value: number | string): string {
  const text = String(value);
  if (!/^[0-9]{1,19}$/.test(text)) throw new Error(`not a row number for the outbox: ${text}`);
  return text;
}
