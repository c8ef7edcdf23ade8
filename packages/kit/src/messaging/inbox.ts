import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { Database, Transaction } from '../db/database.ts';
import { connectionOf } from '../db/raw-statements.ts';
import { statementsOf } from './messaging-statements.ts';
import type { InboxTable } from './messaging-tables.ts';

// The idempotent consumer: an event's change made once, however often the bus delivers it.

/**
 * Runs a consumer's change at most once per event id: the inbox row and the change commit together,
 * so a redelivered event (after a crash before the ack) finds its id and is skipped.
 * Returns false when the event had already been handled.
 */
export async function handleOnce(db: Database, inbox: InboxTable, event: EventEnvelope, apply: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await connectionOf(tx).query({ ...statementsOf(inbox).insertHandled, values: [event.id, event.type] });
    if (inserted.rowCount === 0) return false;
    await apply(tx);
    return true;
  });
}
