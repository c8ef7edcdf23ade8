import { bigserial, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * The outbox and inbox tables every service keeps in its own schema. A service's drizzle schema
 * re-exports these so drizzle-kit puts them into that service's migrations.
 */
export function messagingTables(schema: PgSchema) {
  const outbox = schema.table('outbox', {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().unique(),
    type: text('type').notNull(),
    envelope: jsonb('envelope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  });
  const inbox = schema.table('inbox', {
    eventId: uuid('event_id').primaryKey(),
    type: text('type').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  });
  return { outbox, inbox };
}

export type OutboxTable = ReturnType<typeof messagingTables>['outbox'];
export type InboxTable = ReturnType<typeof messagingTables>['inbox'];
