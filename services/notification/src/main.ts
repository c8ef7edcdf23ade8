import type { RunningService, ServiceDeps } from '@lunchbox/kit/process/service';
import { runWhenEntryPoint } from '@lunchbox/kit/process/service-script';
import { startService } from '@lunchbox/kit/process/start-service';
import { mailSettingsFrom, notificationEnvSchema, notificationSettingsOf, type MailSettings } from './config.ts';
import { inbox, outbox } from './db/schema.ts';
import { notificationConsumers } from './events/event-consumers.ts';
import { createEmailSender } from './mail/email-sender.ts';
import { createMailer } from './mail/mailer.ts';
import { resumePendingEmails } from './mail/resume-pending-emails.ts';
import type { NotificationDeps } from './notification-deps.ts';
import { notificationResolvers } from './resolvers/resolver-map.ts';

export function startNotificationService(deps: ServiceDeps & { mail: MailSettings }): Promise<RunningService> {
  const settings = notificationSettingsOf(deps.mail);
  const mailer = createMailer(settings);
  return startService<NotificationDeps>(deps, {
    name: 'notification',
    folder: import.meta.dirname,
    tables: { outbox, inbox },
    setup(runtime) {
      runtime.log.info({ mail: mailer.kind }, 'notification service starting');
      return {
        ...runtime,
        emailSender: createEmailSender({ db: runtime.db, mailer, log: runtime.log, retry: settings.retry }),
        appUrl: settings.appUrl,
        schoolTimeZone: settings.schoolTimeZone,
        sendWaitMs: settings.sendWaitMs,
      };
    },
    resolvers: notificationResolvers,
    consumers: notificationConsumers,
    tasks: (notification) => [resumePendingEmails(notification, settings.resumeEveryMs)],
    // Told to stop, the sender starts no new e-mail, so that the one at the SMTP server is recorded as sent before the grace time runs out.
    stopTaking: ({ emailSender }) => emailSender.stopTaking(),
    // Also after the consumers have stopped: the last event one of them handled may have started a send.
    close: async ({ emailSender }) => {
      await emailSender.stop();
      mailer.close();
    },
  });
}

await runWhenEntryPoint(import.meta.url, notificationEnvSchema, (env) => ({
  name: 'notification',
  env,
  port: env.NOTIFICATION_PORT,
  start: (deps) => startNotificationService({ ...deps, mail: mailSettingsFrom(env) }),
}));
