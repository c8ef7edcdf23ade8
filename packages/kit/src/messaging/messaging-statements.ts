import type pg from 'pg';
import type { PgTable } from 'drizzle-orm/pg-core';
import { tableNameOf } from '../db/raw-statements.ts';
import type { NamedStatement } from '../db/statements-in-one-message.ts';

// The SQL the outbox writer, the relay and the inbox send on a service's outbox and inbox tables.
// Every write and every event handled sends these (hundreds a second in a rush): each is SQL text
// made once per table and sent as a named prepared statement, which PostgreSQL plans once per
// connection, where drizzle's builder made the same text again every time. The relay's go as two
// messages of several statements each (db/statements-in-one-message.ts, see outbox-relay.ts).

export interface MessagingStatements {
  insertEvent: pg.QueryConfig;
  /** Whether any row waits to be published (the relay's poll asks before it claims). */
  anyWaiting: pg.QueryConfig;
  /** `begin` and the claim of the oldest unpublished rows (at most `batchSize`), locked until the commit, as one message. */
  beginAndClaim(batchSize: number): NamedStatement[];
  /** The claimed rows the bus accepted marked published, and `commit`, as one message. */
  markAndCommit(seqs: string[]): NamedStatement[];
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
      beginAndClaim: (batchSize) => [
        { name: 'outbox_relay_begin', text: 'begin', values: [] },
        // For the relay's transaction: plans made for each batch with the table as it is now (a plan
        // kept from when the outbox was small read it whole, hundreds of pages, for every mark), and
        // no bitmap scan. The claim's estimate of its rows is what the table held when last analysed
        // (a rush's backlog): PostgreSQL then chose a bitmap scan of every unpublished entry and a
        // sort, which visited the heap for each dead entry (a bitmap scan never marks them dead in
        // the index) and cost ten times the ordered walk of the index that the limit wants.
        {
          name: 'outbox_relay_settings',
          text: "select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('enable_bitmapscan', 'off', true)",
          values: [],
        },
        {
          name: `${tag}_claim`,
          text: `select seq, envelope, created_at from ${name} where published_at is null order by seq limit $1 for update skip locked`,
          values: [batchSize],
        },
      ],
      // The mark commits without waiting for the disk: lost in a crash, it only has the events
      // published again, which the bus and the consumers' inboxes drop by event id (a crash between
      // the publish and the mark does the same). Every batch waited for its own WAL flush before.
      markAndCommit: (seqs) => [
        ...(seqs.length === 0
          ? []
          : [
              { name: 'outbox_relay_no_flush_wait', text: 'set local synchronous_commit = off', values: [] },
              { name: `${tag}_mark`, text: `update ${name} set published_at = now() where seq = any($1::bigint[])`, values: [seqs] },
            ]),
        { name: 'outbox_relay_commit', text: 'commit', values: [] },
      ],
      insertHandled: { name: `${tag}_handled`, text: `insert into ${name} (event_id, type) values ($1, $2) on conflict do nothing returning event_id` },
    };
    statements.set(name, found);
  }
  return found;
}
