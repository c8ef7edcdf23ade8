import { trace } from '@opentelemetry/api';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { transactionDuration, watchPool } from './metrics.ts';
import { inSpan, tracerOf } from './tracing.ts';

type Observe = <T>(work: () => Promise<T>) => Promise<T>;

/** Each observed pool's way of timing and tracing a transaction (observeDatabase). */
const observedPools = new WeakMap<pg.Pool, Observe>();

/**
 * Reports the service's pool to Prometheus, times every transaction, and puts every transaction of a request or an event in a
 * span of its trace. A transaction outside any trace (the relay's polls, the sweeps) starts none,
 * or every poll would be a trace of its own. Returns what stops the reporting when the pool closes.
 */
export function observeDatabase(service: string, pool: pg.Pool, db: NodePgDatabase<Record<string, unknown>>): () => void {
  const tracer = tracerOf(service);
  const observe: Observe = (work) => {
    const timed = () => {
      const stopTimer = transactionDuration.startTimer({ service });
      return work().finally(() => stopTimer());
    };
    return !trace.getActiveSpan()
      ? timed()
      : inSpan(tracer, `${service} transaction`, { attributes: { 'db.system.name': 'postgresql', 'db.namespace': service } }, timed);
  };
  observedPools.set(pool, observe);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => observe(() => transaction(work, config))) as typeof db.transaction;
  return watchPool(service, async () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

/**
 * Runs `work`, a transaction sent on `pool` without `db.transaction` (statements in one message,
 * db/statements-in-one-message.ts), timed and traced as the pool's other transactions are.
 */
export function asObservedTransaction<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const observe = observedPools.get(pool);
  return observe ? observe(work) : work();
}
