import { isNull, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { Database } from '../db/database.ts';
import { outboxPublishDelay, transactionDuration, watchOutbox } from '../observability/metrics.ts';
import { contextOfCarrier, inSpan, outsideTraces, SpanKind, tracerOf } from '../observability/tracing.ts';
import type { EventBus } from './bus.ts';
import { statementsOf } from './messaging-statements.ts';
import { PreparedStatementsUnknown, runOnConnection } from '../db/statements-in-one-message.ts';
import type { OutboxTable } from './messaging-tables.ts';

// The outbox's publishing side: events committed by the writer (outbox-writer.ts), to the bus.

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
  const pollMs = options.pollMs ?? (bus.kind === 'in-process' ? IN_PROCESS_POLL_MS : NATS_POLL_MS);
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastPassAt = 0;
  let deferred: NodeJS.Timeout | undefined;
  // While the bus is down every poll fails: say so once, then every half minute, and when it is back.
  let failingSince: number | null = null;
  let lastWarning = 0;
  // The outbox lives in its service's schema, which names the service in metrics and spans.
  const service = getTableConfig(outbox).schema ?? 'unknown';
  const unwatch = watchOutbox(service, () => outboxBacklog(db, outbox));
  const outboxStatements = statementsOf(outbox);

  /**
   * One batch in two round trips: `begin` and the claim go as one message, the mark and `commit` as
   * another, each statement prepared once per connection (db/statements-in-one-message.ts). Through
   * drizzle's transaction it was four (begin, claim, mark, commit), and a rush's relay runs a batch
   * for nearly every third checkout; as simple-protocol text PostgreSQL planned both statements
   * again for every batch. The claim's row locks hold until the commit, as before.
   */
  async function relayBatch(): Promise<number> {
    const stopTimer = transactionDuration.startTimer({ service });
    const client = await db.$client.connect();
    let broken: Error | undefined;
    try {
      // On any failure after `begin`, the transaction is rolled back below.
      const claimed = await runOnConnection(client, outboxStatements.beginAndClaim(batchSize));
      const rows = claimed.at(-1)!.rows as ClaimedRow[];
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
      await runOnConnection(client, outboxStatements.markAndCommit(published));
      return published.length === rows.length ? rows.length : 0;
    } catch (error) {
      if (error instanceof PreparedStatementsUnknown) broken = error;
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      // A connection that could not even roll back is dropped rather than handed to the next caller.
      client.release(broken);
      stopTimer();
    }
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      lastPassAt = Date.now();
      try {
        while (!stopped && (await relayBatch()) === batchSize);
      } catch (error) {
        log.error({ err: error }, 'outbox relay pass failed');
      }
    } while (again && !stopped);
  }

  /**
   * A pass now, or, when one started less than MIN_PASS_GAP_MS ago, one when the gap is over: in a
   * rush every commit nudges, and a pass per event was two round trips per event; passes a few
   * milliseconds apart take the events committed meanwhile as one batch. An idle relay's first
   * nudge goes at once.
   */
  function nudge(): void {
    const wait = lastPassAt + MIN_PASS_GAP_MS - Date.now();
    if (wait <= 0) {
      start(pass);
      return;
    }
    deferred ??= setTimeout(() => {
      deferred = undefined;
      start(pass);
    }, wait);
  }

  /**
   * The poll, for events no nudge announced (another replica's, or one whose nudge came while this
   * relay was stopping): one round trip asks whether any row waits, and a pass follows only then.
   * An idle relay of each service polls four times a second over NATS (a pass that found nothing
   * was three round trips); with the in-process bus every writer is in this process and nudges its
   * relay, so the poll is only a safety net, every two seconds.
   */
  function poll(): void {
    start(async () => {
      const { rows } = await db.$client.query<{ waiting: boolean }>(outboxStatements.anyWaiting);
      // A nudge that came while it asked wants a pass too.
      if (rows[0]?.waiting || again) await pass();
    });
  }

  function start(work: () => Promise<void>): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // Each event's publish joins its own trace (the envelope's); the pass itself belongs to none.
    running = outsideTraces(() => work().catch((error: unknown) => log.error({ err: error }, 'outbox relay poll failed'))).finally(() => {
      running = null;
    });
  }

  const timer = setInterval(poll, pollMs);
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
        start(pass);
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
      clearTimeout(deferred);
      unwatch();
      // What the last requests wrote goes to the bus now rather than at the next start (the row
      // would wait safely, but its e-mail would wait with it); bounded, as the bus may be down.
      start(pass);
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
/**
 * Over NATS a service may have replicas in other processes: when one stops between its commit and
 * its pass, only another's poll finds the event, so each polls often. With the in-process bus every
 * writer nudges the relay of its own process, and a start makes a pass of whatever a stop left; a
 * quarter-second poll of the three idle services was a round trip for every eight checkouts of a rush.
 */
const NATS_POLL_MS = 250;
const IN_PROCESS_POLL_MS = 2000;
/** An event waits at most this long for its batch; at a rush's 167 checkouts a second, about three events a pass. */
const MIN_PASS_GAP_MS = 20;
const STOP_DRAIN_MS = 2000;

interface ClaimedRow {
  seq: string;
  envelope: EventEnvelope;
  created_at: Date;
}

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
