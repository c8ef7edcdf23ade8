import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { Database } from '../db/database.ts';
import type { InboxTable } from './messaging-tables.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a consumer's change at most once per event id: the inbox row and the change commit together,
 * so a redelivered event (after a crash before the ack) finds its id and is skipped.
 * Returns false when the event had already been handled.
 */
export async function handleOnce(db: Database, inbox: InboxTable, event: EventEnvelope, apply: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(inbox).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning({ eventId: inbox.eventId });
    if (inserted.length === 0) return false;
    await apply(tx);
    return true;
  });
}
