import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { runWhenEntryPoint, startService, type RunningService, type ServiceDeps } from '@lunchbox/kit/process';
import { mailSettingsFrom, notificationEnvSchema } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import { onCheckoutPaymentChanged } from './events/checkout-payment-changed.ts';
import { onCheckoutPaymentReminderDue } from './events/checkout-payment-reminder-due.ts';
import { onFeedbackAnswered } from './events/feedback-answered.ts';
import { onOrderAllergenFlagged } from './events/order-allergen-flagged.ts';
import { onOrderCancelled } from './events/order-cancelled.ts';
import { onOrderPlaced } from './events/order-placed.ts';
import { onPasswordResetRequested } from './events/password-reset-requested.ts';
import { onUserDeleted } from './events/user-deleted.ts';
import { onUserRegistered } from './events/user-registered.ts';
import { onUserRoleChanged } from './events/user-role-changed.ts';
import { onUserUpdated } from './events/user-updated.ts';
import { createEmailDelivery } from './mail/delivery.ts';
import { createMailer, type MailSettings } from './mail/mailer.ts';
import type { NotificationDeps } from './notification-deps.ts';
import { adminStatsResolvers } from './resolvers/admin-stats.ts';
import { emailDeliveryResolvers, emailNotificationResolvers } from './resolvers/email-notification.ts';
import { feedbackResolvers } from './resolvers/feedback.ts';
import { mutationResolvers } from './resolvers/mutation.ts';
import { queryResolvers } from './resolvers/query.ts';

/** How often e-mails left pending (by a crash, or a replica that died) are looked for. */
const RESUME_EVERY_MS = 30_000;

/** How long an administrator's send waits for its e-mails before answering with the record as it stands. */
const SEND_WAIT_MS = 25_000;

export function startNotificationService(deps: ServiceDeps & { mail: MailSettings }): Promise<RunningService> {
  const mailer = createMailer(deps.mail);
  return startService<NotificationDeps>(deps, {
    name: 'notification',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    setup(runtime) {
      const retry = { attempts: deps.mail.retry?.attempts ?? 3, backoffMs: deps.mail.retry?.backoffMs ?? 500 };
      runtime.log.info({ mail: mailer.kind }, 'notification service starting');
      return {
        ...runtime,
        delivery: createEmailDelivery({ db: runtime.db, mailer, log: runtime.log, retry }),
        appUrl: deps.mail.appUrl,
        schoolTimeZone: deps.mail.schoolTimeZone ?? DEFAULT_SCHOOL_TIMEZONE,
        sendWaitMs: deps.mail.sendWaitMs ?? SEND_WAIT_MS,
      };
    },
    resolvers: (notification) => ({
      Query: queryResolvers(notification),
      Mutation: mutationResolvers(notification),
      EmailNotification: emailNotificationResolvers,
      EmailDelivery: emailDeliveryResolvers,
      Feedback: feedbackResolvers,
      AdminStats: adminStatsResolvers(notification),
    }),
    consumers: (notification) => ({
      'user.registered': onUserRegistered(notification),
      'user.updated': onUserUpdated(notification),
      'user.role_changed': onUserRoleChanged(notification),
      'user.deleted': onUserDeleted(notification),
      'password_reset.requested': onPasswordResetRequested(notification),
      'order.placed': onOrderPlaced(notification),
      'order.cancelled': onOrderCancelled(notification),
      'order.allergen_flagged': onOrderAllergenFlagged(notification),
      'checkout.payment_changed': onCheckoutPaymentChanged(notification),
      'checkout.payment_reminder_due': onCheckoutPaymentReminderDue(notification),
      'feedback.answered': onFeedbackAnswered(notification),
    }),
    tasks: ({ delivery, log }) => [resumePendingEmails(delivery, log)],
    // Also after the consumers have stopped: the last event one of them handled may have started a send.
    close: async ({ delivery }) => {
      await delivery.stop();
      mailer.close();
    },
  });
}

/** E-mails a crash or a dead replica left pending are sent at start and looked for every half minute; stopping ends the retries. */
function resumePendingEmails(delivery: NotificationDeps['delivery'], log: NotificationDeps['log']) {
  let resuming: Promise<void> = Promise.resolve();
  const resume = () => {
    resuming = delivery.resumePending().catch((error: unknown) => log.error({ err: error }, 'resuming pending e-mails failed'));
  };
  resume();
  const timer = setInterval(resume, RESUME_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([delivery.stop(), resuming]);
    },
  };
}

await runWhenEntryPoint(import.meta.url, notificationEnvSchema, (env) => ({
  name: 'notification',
  env,
  port: env.NOTIFICATION_PORT,
  start: (deps) => startNotificationService({ ...deps, mail: mailSettingsFrom(env) }),
}));
