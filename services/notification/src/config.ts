import { z } from 'zod';
import { commonEnvShape, refuseTestSettingsInProduction, requireInProduction } from '@lunchbox/kit/config';
import type { MailSettings } from './mail/mailer.ts';

/** The notification service's settings: the common ones plus its port and the sender of its e-mails. */
export const notificationEnvSchema = z
  .object({
    ...commonEnvShape,
    NOTIFICATION_PORT: z.coerce.number().int().min(0).max(65535).default(4004),
    /** The From header of every e-mail: an address, optionally with a display name. */
    MAIL_FROM: z
      .string()
      .trim()
      .default('Lunchbox <no-reply@lunchbox.local>')
      .refine(
        (from) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(from),
        'must be an e-mail address such as "Lunchbox <no-reply@example.org>"',
      ),
  })
  .superRefine(
    (env, ctx) => {
      refuseTestSettingsInProduction(env, ctx);
      // SMTP_URL too: no e-mail quietly written to files inside a container.
      requireInProduction(env, ctx, ['DATABASE_URL', 'JWT_PUBLIC_KEY', 'SMTP_URL']);
    },
    // Also when another setting is malformed, so that one start-up names every bad setting at once.
    { when: () => true },
  );

export type NotificationEnv = z.infer<typeof notificationEnvSchema>;

export function mailSettingsFrom(env: NotificationEnv): MailSettings {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, appUrl: env.PUBLIC_URL, schoolTimeZone: env.SCHOOL_TIMEZONE };
}
