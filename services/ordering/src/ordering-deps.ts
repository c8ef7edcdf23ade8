import type { Logger } from 'pino';
import type { Database } from '@lunchbox/kit/db';
import type { OrderingSettings } from './config.ts';

/** What the ordering use cases need: their database, their settings, and a nudge for the outbox relay. */
export interface OrderingDeps {
  db: Database;
  settings: OrderingSettings;
  log: Logger;
  /** Called after a transaction that wrote events commits, so they leave without waiting for the next poll. */
  eventsWritten(): void;
}
