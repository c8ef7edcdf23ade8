import { ConfigError } from '@lunchbox/kit/process/config';
import { runUntilSignalled } from '@lunchbox/kit/process/lifecycle';
import { createLogger } from '@lunchbox/kit/process/logger';
import { startSystem } from './system.ts';

/** `npm start`: the embedded default (embedded PostgreSQL, in-process bus, mail as .eml files). */
const log = createLogger('lunchbox');
try {
  const system = await startSystem({ log });
  log.info(`Lunchbox is running at ${system.url}`);
  runUntilSignalled(log, () => system.stop());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
