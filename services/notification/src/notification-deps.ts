import type { ServiceRuntime } from '@lunchbox/kit/process';
import type { EmailDelivery } from './mail/delivery.ts';

/** What the notification service's use cases and event handlers work with. */
export interface NotificationDeps extends ServiceRuntime {
  delivery: EmailDelivery;
  /** Where links in e-mails point (the web app). */
  appUrl: string;
  /** The schools' IANA zone, for times written in e-mails. */
  schoolTimeZone: string;
  /** How long an administrator's send waits for its e-mails before answering with the record as it stands. */
  sendWaitMs: number;
}
