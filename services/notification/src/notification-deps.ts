import type { Logger } from 'pino';
import type { Database } from '@lunchbox/kit/db';
import type { EmailDelivery } from './mail/email-delivery.ts';

/** What the notification service's use cases and event handlers work with. */
export interface NotificationDeps {
  db: Database;
  delivery: EmailDelivery;
  log: Logger;
  /** Where links in e-mails point (the web app). */
  appUrl: string;
  /** The schools' IANA zone, for times written in e-mails. */
  schoolTimeZone: string;
  /** How long an administrator's send waits for its e-mails before answering with the record as it stands. */
  sendWaitMs: number;
  /** Called after a commit that wrote events to the outbox, so the relay publishes them now. */
  eventsWritten(): void;
}
