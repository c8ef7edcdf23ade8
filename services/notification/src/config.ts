import { z } from 'zod';
import { portSetting, serviceEnvSchema } from '@lunchbox/kit/process/config';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';

/** The notification service's settings: the common ones plus its port and the sender of its e-mails. */
export const notificationEnvSchema = serviceEnvSchema(
  {
    NOTIFICATION_PORT: portSetting(4004).describe("The notification subgraph's port when it runs as its own process."),
    MAIL_FROM: z
      .string()
      .trim()
      .default('Lunchbox <no-reply@lunchbox.local>')
      .refine((from) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(from), 'must be an e-mail address such as "Lunchbox <no-reply@example.org>"')
      .describe('The From header of every e-mail: an address, optionally with a display name.'),
  },
  // SMTP_URL too: no e-mail quietly written to files inside a container.
  { requiredInProduction: ['SMTP_URL'] },
);

export type NotificationEnv = z.infer<typeof notificationEnvSchema>;

/**
 * What the service is started with (from the environment, or by a test): where mail goes and how
 * hard it is tried. Everything with a default may be left out.
 */
const mailSettingsSchema = z.object({
  /** smtp:// or smtps:// URL; without it every message is written as an .eml file under `${dataDir}/mail`. */
  smtpUrl: z.string().optional(),
  /** The From header, e.g. "Lunchbox <no-reply@example.org>". */
  from: z.string(),
  dataDir: z.string(),
  /** Where links in e-mails point (the web app), e.g. http://localhost:4000. */
  appUrl: z.string(),
  /** Attempts per recipient and the first pause between them (doubling each time). */
  retry: z
    .object({
      attempts: z.number().int().min(1).default(3),
      backoffMs: z.number().min(0).default(500),
    })
    .prefault({}),
  /** The schools' IANA zone, for times written in e-mails. */
  schoolTimeZone: z.string().default(DEFAULT_SCHOOL_TIMEZONE),
  /**
   * How long an administrator's send waits for its e-mails before answering with the record as it
   * stands (still pending; the history completes it).
   */
  sendWaitMs: z.number().min(0).default(25_000),
  /** How often e-mails left pending (by a crash, or a replica that died) are looked for. */
  resumeEveryMs: z.number().positive().default(30_000),
});

export type MailSettings = z.input<typeof mailSettingsSchema>;

/** The mail settings with every default filled in, frozen: what the running service reads. */
export type NotificationSettings = Readonly<Omit<z.output<typeof mailSettingsSchema>, 'retry'>> & {
  readonly retry: Readonly<z.output<typeof mailSettingsSchema>['retry']>;
};

export function notificationSettingsOf(mail: MailSettings): NotificationSettings {
  const settings = mailSettingsSchema.parse(mail);
  return Object.freeze({ ...settings, retry: Object.freeze(settings.retry) });
}

export function mailSettingsFrom(env: NotificationEnv): MailSettings {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, appUrl: env.PUBLIC_URL, schoolTimeZone: env.SCHOOL_TIMEZONE };
}
