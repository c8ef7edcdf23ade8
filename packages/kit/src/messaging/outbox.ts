import { isNull, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import type { Database, Transaction } from '../db/database.ts';
import { connectionOf, tableNameOf } from '../db/raw-statements.ts';
import { now } from '../process/clock.ts';
import { runWithEventId } from '../process/logger.ts';
import { eventRedeliveriesTotal, eventsHandledTotal, outboxPublishDelay, watchOutbox } from '../observability/metrics.ts';
import { contextOfCarrier, currentTraceCarrier, inSpan, outsideTraces, SpanKind, tracerOf } from '../observability/tracing.ts';
import type { EventBus } from './bus.ts';
import type { InboxTable, OutboxTable } from './messaging-tables.ts';

/*
 * An event's way between services, apart from the bus that carries it: a service's rows and the
 * events that announce them commit in one transaction (the outbox), the relay hands them to the bus,
 * and a consumer's change runs once per event (the inbox). Each step continues the trace of the
 * change that wrote the event and is counted in the metrics.
 */

// Writing: the rows and their events together.

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

/** Writes the events in the caller's transaction, so they exist exactly when the change does (in this order). */
export async function enqueueEvents(tx: Transaction, outbox: OutboxTable, events: EventEnvelope[]): Promise<void> {
  const connection = connectionOf(tx);
  for (const event of events) {
    const envelope = withTraceContext(event);
    await connection.query({ ...statementsOf(outbox).insertEvent, values: [envelope.id, envelope.type, JSON.stringify(envelope)] });
  }
}

// Every write and every event handled sends these (hundreds a second in a rush): each is SQL text
// made once per table and sent as a named prepared statement, which PostgreSQL plans once per
// connection, where drizzle's builder made the same text again every time.

interface MessagingStatements {
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

/**
 * The envelope with the trace context of the change that wrote it (the checkout's request), so the
 * relay and the consumers continue that trace across the outbox and the bus. Unchanged when off.
 */
function withTraceContext(event: EventEnvelope): EventEnvelope {
  if (event.trace) return event;
  const carrier = currentTraceCarrier();
  return Object.keys(carrier).length > 0 ? { ...event, trace: carrier } : event;
}

// Relaying: committed events to the bus.

export interface OutboxRelay {
  /** Ask for a relay pass now (after a commit) instead of at the next poll. */
  nudge(): void;
  /** Resolves when everything written so far has been published (tests and shutdown use it). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Publishes committed outbox rows in order. Rows are claimed with SKIP LOCKED so replicas of a
 * service can run relays side by side; a row is marked published only after the bus accepted it,
 * and the bus drops repeats by event id, so a crash in between cannot lose or double an event.
 */
export function startOutboxRelay(options: { db: Database; outbox: OutboxTable; bus: EventBus; log: Logger; pollMs?: number; batchSize?: number }): OutboxRelay {
  const { db, outbox, bus, log } = options;
  const pollMs = options.pollMs ?? 250;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  // While the bus is down every poll fails: say so once, then every half minute, and when it is back.
  let failingSince: number | null = null;
  let lastWarning = 0;
  // The outbox lives in its service's schema, which names the service in metrics and spans.
  const service = getTableConfig(outbox).schema ?? 'unknown';
  const unwatch = watchOutbox(service, () => outboxBacklog(db, outbox));
  const outboxStatements = statementsOf(outbox);

  async function relayBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const connection = connectionOf(tx);
      const { rows } = await connection.query<{ seq: string; envelope: EventEnvelope; created_at: Date }>({
        ...outboxStatements.claimBatch,
        values: [batchSize],
      });
      const published: string[] = [];
      for (const row of rows) {
        try {
          const event = row.envelope;
          await publishTraced(service, event, () => bus.publish(event));
          published.push(row.seq);
          outboxPublishDelay.observe({ service }, Math.max(0, Date.now() - row.created_at.getTime()) / 1000);
          if (failingSince !== null) {
            log.info({ downForMs: Date.now() - failingSince }, 'outbox publishing again');
            failingSince = null;
          }
        } catch (error) {
          const now = Date.now();
          failingSince ??= now;
          if (now - lastWarning >= 30_000) {
            lastWarning = now;
            log.warn({ err: error, seq: row.seq, failingForMs: now - failingSince }, 'outbox publish failed; will retry');
          }
          break;
        }
      }
      if (published.length > 0) await connection.query({ ...outboxStatements.markPublished, values: [published] });
      return published.length === rows.length ? rows.length : 0;
    });
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await relayBatch()) === batchSize);
      } catch (error) {
        log.error({ err: error }, 'outbox relay pass failed');
      }
    } while (again && !stopped);
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // Each event's publish joins its own trace (the envelope's); the pass itself belongs to none.
    running = outsideTraces(pass).finally(() => {
      running = null;
    });
  }

  const timer = setInterval(nudge, pollMs);
  timer.unref();
  // Published rows are only the bus's past: they go after an hour, so the outbox stays small and
  // keeps no personal data in event payloads longer than it must.
  const pruneTimer = setInterval(() => {
    prunePublished(db, outbox, 1).catch((error: unknown) => log.warn({ err: error }, 'pruning published outbox rows failed'));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  nudge();

  return {
    nudge,
    async flush() {
      for (;;) {
        nudge();
        await running;
        const [pending] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(outbox)
          .where(isNull(outbox.publishedAt));
        if (!pending || pending.count === 0 || stopped) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      clearInterval(timer);
      clearInterval(pruneTimer);
      unwatch();
      // What the last requests wrote goes to the bus now rather than at the next start (the row
      // would wait safely, but its e-mail would wait with it); bounded, as the bus may be down.
      nudge();
      let drained: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (drained = setTimeout(resolve, STOP_DRAIN_MS)))]);
      clearTimeout(drained);
      stopped = true;
      await running;
    },
  };
}

/** What Prometheus reads at each scrape: how many events wait and how long the oldest has. */
async function outboxBacklog(db: Database, outbox: OutboxTable): Promise<{ waiting: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(isNull(outbox.publishedAt));
  return { waiting: row?.waiting ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;
const STOP_DRAIN_MS = 2000;

/** Removes rows published more than `olderThanHours` ago; they exist only until the bus has them. */
export async function prunePublished(db: Database, outbox: OutboxTable, olderThanHours = 24): Promise<void> {
  await db.delete(outbox).where(sql`${outbox.publishedAt} < now() - make_interval(hours => ${olderThanHours})`);
}

/** The relay's hand-over of one event to the bus, as a producer span of the event's trace. */
function publishTraced(service: string, event: EventEnvelope, publish: () => Promise<void>): Promise<void> {
  return inSpan(
    tracerOf(service),
    `publish ${event.type}`,
    { kind: SpanKind.PRODUCER, parent: contextOfCarrier(event.trace), attributes: { 'messaging.message.id': event.id, 'lunchbox.event.type': event.type } },
    publish,
  );
}

// Consuming: each delivery traced and counted, its change made once.

/**
 * One delivery of an event to a consuming service, for both bus adapters: its log lines carry the
 * event id, it runs in a consumer span of the event's trace, and it is counted handled or failed
 * (and as a redelivery after the first).
 */
export function deliverEvent(
  delivery: { service: string; event: EventEnvelope; deliveries: number },
  handler: (event: EventEnvelope) => Promise<void>,
): Promise<void> {
  const { service, event, deliveries } = delivery;
  if (deliveries > 1) eventRedeliveriesTotal.inc({ service, type: event.type });
  return runWithEventId(event.id, () =>
    inSpan(
      tracerOf(service),
      `consume ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextOfCarrier(event.trace),
        attributes: { 'messaging.message.id': event.id, 'lunchbox.event.type': event.type, 'messaging.delivery.count': deliveries },
      },
      async () => {
        try {
          await handler(event);
          eventsHandledTotal.inc({ service, type: event.type, outcome: 'handled' });
        } catch (error) {
          eventsHandledTotal.inc({ service, type: event.type, outcome: 'failed' });
          throw error;
        }
      },
    ),
  );
}

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
