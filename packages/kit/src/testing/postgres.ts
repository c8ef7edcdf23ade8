import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger } from '../process/logger.ts';
import { startEmbeddedPostgres, THROWAWAY_POSTGRES_FLAGS } from '../db/embedded-postgres.ts';

export interface TestDatabase {
  /** postgres:// URL of a fresh, empty database of its own. */
  url: string;
  /** Drops the database (closing any connections still open to it). */
  drop(): Promise<void>;
}

/** A throwaway embedded PostgreSQL for tests in a temporary folder of its own; `stop` ends it and removes the folder. */
export async function startThrowawayPostgres(options: { unref?: boolean } = {}): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunchbox-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    log: createLogger('test-postgres'),
    persistent: false,
    unref: options.unref,
    postgresFlags: THROWAWAY_POSTGRES_FLAGS,
  });
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeFolder);
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      process.removeListener('exit', removeFolder);
      removeFolder();
    },
  };
}

let embeddedAdminUrl: Promise<string> | null = null;

/** One embedded PostgreSQL per test process, started on first use and killed when the process exits. */
function startProcessServer(): Promise<string> {
  embeddedAdminUrl ??= startThrowawayPostgres({ unref: true }).then((server) => server.adminUrl);
  return embeddedAdminUrl;
}

/**
 * A fresh database for one test (or suite). With TEST_DATABASE_URL (the maintenance database of a
 * running server, as `npm test` and a direct jest run provide) it is created there; otherwise on an
 * embedded server started once for this process.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL || (await startProcessServer());
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A pool a test reads the database through, beside the services. Its idle connections end when the
 * test's database is dropped or a cluster restarts; pg reports that on the pool, and an unheard
 * 'error' event would fail whichever test is running then.
 */
export function observerPool(connectionString: string, max = 1): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}
