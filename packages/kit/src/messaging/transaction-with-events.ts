import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import type { Database, Transaction } from '../db/database.ts';
import { now } from '../process/clock.ts';
import type { InboxTable, OutboxTable } from './messaging-tables.ts';
import { enqueueEvents } from './outbox.ts';

/** A transaction that also records events: they are outbox rows of that transaction, so they commit with its rows or not at all. */
export type EventTransaction = Transaction & {
  recordEvent<T extends EventType>(type: T, data: EventData<T>): Promise<void>;
};

/**
 * The one way a service writes: its rows and the events that announce them in one transaction, and
 * the outbox relay woken once that commits, so the events leave at once instead of at the next poll.
 */
export interface EventfulDatabase {
  db: Database;
  transactionWithEvents<R>(work: (tx: EventTransaction) => Promise<R>): Promise<R>;
  /**
   * A consumer's change, at most once per event id (the inbox row commits with it), with the same
   * power to record events. Resolves false when the event had been handled already.
   */
  handleEventOnce(event: EventEnvelope, apply: (tx: EventTransaction) => Promise<void>): Promise<boolean>;
}

export function eventfulDatabase(options: { db: Database; outbox: OutboxTable; inbox: InboxTable; wakeRelay: () => void }): EventfulDatabase {
  const { db, outbox, inbox, wakeRelay } = options;

  /** Runs `work` with recordEvent on its transaction; wakes the relay only when an event was written and committed. */
  async function withEvents<R>(run: (attach: (tx: Transaction) => EventTransaction) => Promise<R>): Promise<R> {
    let wrote = false;
    const attach = (tx: Transaction): EventTransaction =>
      Object.assign(tx, {
        async recordEvent<T extends EventType>(type: T, data: EventData<T>): Promise<void> {
          await enqueueEvents(tx, outbox, [createEvent(type, data, now())]);
          wrote = true;
        },
      });
    const result = await run(attach);
    if (wrote) wakeRelay();
    return result;
  }

  return {
    db,
    transactionWithEvents: (work) => withEvents((attach) => db.transaction((tx) => work(attach(tx)))),
    handleEventOnce: (event, apply) => withEvents((attach) => handleOnce(db, inbox, event, (tx) => apply(attach(tx)))),
  };
}

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
