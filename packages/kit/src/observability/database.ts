import { trace } from '@opentelemetry/api';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { transactionDuration, watchPool } from './metrics.ts';
import { inSpan, tracerOf } from './tracing.ts';

/**
 * Reports the service's pool to Prometheus, times every transaction, and puts every transaction of a request or an event in a
 * span of its trace. A transaction outside any trace (the relay's polls, the sweeps) starts none,
 * or every poll would be a trace of its own. Returns what stops the reporting when the pool closes.
 */
export function observeDatabase(service: string, pool: pg.Pool, db: NodePgDatabase<Record<string, unknown>>): () => void {
  const tracer = tracerOf(service);
  const transaction = db.transaction.bind(db);
  const timed: typeof transaction = (work, config) => {
    const stopTimer = transactionDuration.startTimer({ service });
    return transaction(work, config).finally(() => stopTimer());
  };
  db.transaction = ((work, config) =>
    !trace.getActiveSpan()
      ? timed(work, config)
      : inSpan(tracer, `${service} transaction`, { attributes: { 'db.system.name': 'postgresql', 'db.namespace': service } }, () =>
          timed(work, config),
        )) as typeof db.transaction;
  return watchPool(service, async () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}
