import { isNull, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { Database } from '../db/database.ts';
import { connectionOf } from '../db/raw-statements.ts';
import { outboxPublishDelay, watchOutbox } from '../observability/metrics.ts';
import { contextOfCarrier, inSpan, outsideTraces, SpanKind, tracerOf } from '../observability/tracing.ts';
import type { EventBus } from './bus.ts';
import { statementsOf } from './messaging-statements.ts';
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
