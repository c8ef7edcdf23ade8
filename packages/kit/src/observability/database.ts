import { trace } from '@opentelemetry/api';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { watchPool } from './metrics.ts';
import { inSpan, tracerOf } from './tracing.ts';

/**
 * Reports the service's pool to Prometheus and puts every transaction of a request or an event in a
 * span of its trace. A transaction outside any trace (the relay's polls, the sweeps) starts none,
 * or every poll would be a trace of its own. Returns what stops the reporting when the pool closes.
 */
export function observeDatabase(service: string, pool: pg.Pool, db: NodePgDatabase<Record<string, unknown>>): () => void {
  const tracer = tracerOf(service);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    !trace.getActiveSpan()
      ? transaction(work, config)
      : inSpan(tracer, `${service} transaction`, { attributes: { 'db.system.name': 'postgresql', 'db.namespace': service } }, () =>
          transaction(work, config),
        )) as typeof db.transaction;
  return watchPool(service, async () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}
