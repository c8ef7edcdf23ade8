import { z } from 'zod';
import { portSetting, serviceEnvSchema } from '@lunchbox/kit/config';
import type { MailSettings } from './mail/mailer.ts';

/** The notification service's settings: the common ones plus its port and the sender of its e-mails. */
export const notificationEnvSchema = serviceEnvSchema(
  {
    NOTIFICATION_PORT: portSetting(4004),
    /** The From header of every e-mail: an address, optionally with a display name. */
    MAIL_FROM: z
      .string()
      .trim()
      .default('Lunchbox <no-reply@lunchbox.local>')
      .refine(
        (from) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(from),
        'must be an e-mail address such as "Lunchbox <no-reply@example.org>"',
      ),
  },
  // SMTP_URL too: no e-mail quietly written to files inside a container.
  { requiredInProduction: ['SMTP_URL'] },
);

export type NotificationEnv = z.infer<typeof notificationEnvSchema>;

export function mailSettingsFrom(env: NotificationEnv): MailSettings {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, appUrl: env.PUBLIC_URL, schoolTimeZone: env.SCHOOL_TIMEZONE };
}
