import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, text, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import { instant, createdAt } from '../db/columns.ts';

/**
 * The outbox and inbox tables every service keeps in its own schema. A service's drizzle schema
 * re-exports these so drizzle-kit puts them into that service's migrations.
 */
export function messagingTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      eventId: uuid('event_id').notNull().unique(),
      type: text('type').notNull(),
      envelope: jsonb('envelope').notNull(),
      createdAt: createdAt(),
      publishedAt: instant('published_at'),
    },
    // Published rows stay for an hour; without this the relay's claim of the unpublished ones walked
    // every published row before them, so in a rush each claim grew slower with every checkout.
    (table) => [
      index('outbox_unpublished_idx')
        .on(table.seq)
        .where(sql`${table.publishedAt} is null`),
    ],
  );
  const inbox = schema.table('inbox', {
    eventId: uuid('event_id').primaryKey(),
    type: text('type').notNull(),
    handledAt: instant('handled_at').notNull().defaultNow(),
  });
  return { outbox, inbox };
}

export type OutboxTable = ReturnType<typeof messagingTables>['outbox'];
export type InboxTable = ReturnType<typeof messagingTables>['inbox'];
