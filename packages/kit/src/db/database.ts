import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { observeDatabase } from '../observability/database.ts';
import { createLogger } from '../process/logger.ts';

const log = createLogger('db');

/** `$client` is the pool, for the few hot statements sent as named prepared statements without drizzle. */
export type Database = NodePgDatabase<Record<string, unknown>> & { $client: pg.Pool };

/** The handle a `db.transaction` callback receives; every repository function takes it (or the Database). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a query may run: on the pool, or inside a transaction when it must see (or hold) the transaction's rows. */
export type Executor = Database | Transaction;

export interface ServiceDatabase {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Opens the pool of one service and brings its own PostgreSQL schema up to date.
 */
export async function openServiceDatabase(options: { url: string; schemaName: string; migrationsFolder: string; poolSize?: number }): Promise<ServiceDatabase> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection ended by the server (a restart, a failover) is dropped from the pool, and the
  // next statement opens a new one: worth a warning, not an error. The line says what and why only:
  // pg-pool hangs the whole client on the error, and a serialized client is thousands of characters.
  const connectionFailure = (error: Error) => ({ code: (error as { code?: string }).code, reason: error.message });
  pool.on('error', (error) => log.warn(connectionFailure(error), 'idle database client failed'));
  // A connection lost while its client is checked out between two statements (a restart of the
  // server, a dropped database) is emitted on the client, not the pool; unheard, it would end the
  // process. The statement waiting on it fails on its own and its caller sees that.
  pool.on('connect', (client) => client.on('error', (error) => log.warn(connectionFailure(error), 'database connection lost while in use')));
  const db = drizzle(pool) as Database;
  // Replicas of one service may start together; the advisory lock lets one of them migrate at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [options.schemaName]);
    // drizzle-kit's first migration creates the service's schema itself, so the journal cannot live
    // inside it; each service has its own journal table in drizzle's schema instead.
    await migrate(db, {
      migrationsFolder: path.resolve(options.migrationsFolder),
      migrationsSchema: 'drizzle',
      migrationsTable: `${options.schemaName}_migrations`,
    });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(hashtext($1))', [options.schemaName]).catch(() => undefined);
    lockClient.release();
  }
  const unobserve = observeDatabase(options.schemaName, pool, db);
  // Closing twice is harmless (a test stops a service, then the whole system).
  let closed: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => {
      unobserve();
      return (closed ??= pool.end());
    },
  };
}

/**
 * PostgreSQL's unique-violation code, for turning a race into the spec's "already exists" answer;
 * with `constraint`, only a violation of that constraint (drizzle wraps the driver's error).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && (constraint === undefined || candidate.constraint === constraint)) return true;
    current = candidate.cause;
  }
  return false;
}
