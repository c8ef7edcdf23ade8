import type { Logger } from 'pino';
import type { Database } from '@lunchbox/kit/db';
import type { OutboxRelay } from '@lunchbox/kit/outbox';
import type { MenuSettings } from './config.ts';

/** Everything the menu use cases touch, built once in main.ts. */
export interface MenuDeps {
  db: Database;
  relay: OutboxRelay;
  settings: MenuSettings;
  log: Logger;
}
