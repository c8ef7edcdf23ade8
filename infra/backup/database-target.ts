import { startEmbeddedPostgres } from '@lunchbox/kit/db/embedded-postgres';
import { createLogger } from '@lunchbox/kit/process/logger';

/**
 * The database a backup or restore works on: DATABASE_URL when set (the containers, a production
 * server), otherwise the embedded default's under DATA_DIR (default ./data), which it starts for
 * the time of the command; `npm start` must be stopped for that.
 */
export async function openDatabaseTarget(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; close(): Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: env.DATA_DIR || './data', log: createLogger('backup') });
  return { url: server.url, close: () => server.stop() };
}
