import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import type pg from 'pg';
import type { Database, Transaction } from '../db/database.ts';
import { connectionOf } from '../db/raw-statements.ts';
import { runInOneMessage, type NamedStatement } from '../db/statements-in-one-message.ts';
import { asObservedTransaction } from '../observability/database.ts';
import { now } from '../process/clock.ts';
import { currentTraceCarrier } from '../observability/tracing.ts';
import { handleOnce } from './inbox.ts';
import { statementsOf } from './messaging-statements.ts';
import type { InboxTable, OutboxTable } from './messaging-tables.ts';

/*
 * The outbox's writing side: a service's rows and the events that announce them commit in one
 * transaction, each event carrying the trace of the change that wrote it. The relay
 * (outbox-relay.ts) hands them to the bus; the inbox (inbox.ts) makes a consumer's change once.
 */

/** A transaction that also records events: they are outbox rows of that transaction, so they commit with its rows or not at all. */
export type EventTransaction = Transaction & {
  recordEvent<T extends EventType>(type: T, data: EventData<T>): Promise<void>;
};

/** An outbox row's `event_id`, `type` and `envelope` (JSON text), as statement parameters. */
export type OutboxRowValues = [eventId: string, type: string, envelope: string];

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
  /**
   * A change as named statements run in one message, one transaction and one round trip
   * (db/statements-in-one-message.ts), one of which inserts the event's outbox row, handed to
   * `statements` as its values (`event_id`, `type`, `envelope`); the relay is woken once they
   * committed. Answers each statement's result.
   */
  runWithEvent<T extends EventType>(type: T, data: EventData<T>, statements: (event: OutboxRowValues) => NamedStatement[]): Promise<pg.QueryResult[]>;
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
    async runWithEvent(type, data, statements) {
      const results = await asObservedTransaction(db.$client, () => runInOneMessage(db.$client, statements(outboxRowOf(createEvent(type, data, now())))));
      wakeRelay();
      return results;
    },
  };
}

/** Writes the events in the caller's transaction, so they exist exactly when the change does (in this order). */
export async function enqueueEvents(tx: Transaction, outbox: OutboxTable, events: EventEnvelope[]): Promise<void> {
  const connection = connectionOf(tx);
  for (const event of events) await connection.query({ ...statementsOf(outbox).insertEvent, values: outboxRowOf(event) });
}

function outboxRowOf(event: EventEnvelope): OutboxRowValues {
  const envelope = withTraceContext(event);
  return [envelope.id, envelope.type, JSON.stringify(envelope)];
}

/**
 * The envelope with the trace context of the change that wrote it (the checkout's request), so the
 * relay and the consumers continue that trace across the outbox and the bus. Unchanged when off.
 */
function withTraceContext(event: EventEnvelope): EventEnvelope {
  if (event.trace) return event;
  const carrier = currentTraceCarrier();
  return Object.keys(carrier).length > 0 ? { ...event, trace: carrier } : event;
}
