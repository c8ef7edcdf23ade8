import { startEmbeddedPostgres } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';
import { SnapshotError } from './snapshot-file.ts';

/**
 * The database a backup or restore works on: DATABASE_URL when set (the containers, a production
 * server), otherwise the embedded default's under DATA_DIR (default ./data), which it starts for
 * the time of the command; `npm start` must be stopped for that.
 */
async function openDatabaseTarget(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; close(): Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: env.DATA_DIR || './data', log: createLogger('backup') });
  return { url: server.url, close: () => server.stop() };
}

/**
 * Runs a backup or restore command on the database target: a refused snapshot (SnapshotError) is
 * the operator's clear message and exit code 1, anything else a crash with its stack.
 */
export async function runOnDatabaseTarget(work: (url: string) => Promise<string>): Promise<void> {
  const database = await openDatabaseTarget();
  try {
    console.log(await work(database.url));
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
