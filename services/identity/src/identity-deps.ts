import type { Logger } from 'pino';
import type { Database } from '@lunchbox/kit/db';
import type { OutboxRelay } from '@lunchbox/kit/outbox';
import type { IdentitySettings } from './config.ts';
import type { RateLimits } from './users/rate-limits.ts';

/** Everything the identity use cases touch, built once in main.ts. */
export interface IdentityDeps {
  db: Database;
  relay: OutboxRelay;
  settings: IdentitySettings;
  rateLimits: RateLimits;
  log: Logger;
}
