import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { EmailSender } from './mail/email-sender.ts';

/** What the notification service's use cases and event handlers work with. */
export interface NotificationDeps extends ServiceRuntime {
  emailSender: EmailSender;
  /** Where links in e-mails point (the web app). */
  appUrl: string;
  /** The schools' IANA zone, for times written in e-mails. */
  schoolTimeZone: string;
  /** How long an administrator's send waits for its e-mails before answering with the record as it stands. */
  sendWaitMs: number;
}
