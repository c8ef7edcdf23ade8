import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { portSetting, serviceEnvSchema } from '@lunchbox/kit/config';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { DEFAULT_REMINDERS_AT, DEFAULT_STANDING_ORDERS_AT, weeklyMomentSchema, type WeeklyMoment } from '@lunchbox/domain/weekly-runs';

/** Where parents pay by hand (admin-area.md section 1: PayPal or Zelle, manual and unverified). */
export const DEFAULT_PAYPAL_URL = 'https://www.paypal.com/paypalme/lunchbox';
export const DEFAULT_ZELLE_URL = 'https://www.zellepay.com/';

const paymentLink = z
  .string()
  .url()
  .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) link');

/** The ordering service's settings: the common ones plus its own port and the payment links. */
export const orderingEnvSchema = serviceEnvSchema(
  {
    ORDERING_PORT: portSetting(4003).describe("The ordering subgraph's port."),
    PAYPAL_URL: paymentLink.default(DEFAULT_PAYPAL_URL).describe('The PayPal link the payment step shows until an administrator saves a PayPal.me name.'),
    ZELLE_URL: paymentLink.default(DEFAULT_ZELLE_URL).describe('The Zelle link the payment step shows.'),
    CALENDAR_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe(
        "Signs children's calendar feed tokens and the unsubscribe links' tokens; at least 32 characters, shared by every replica. Outside production one is made under DATA_DIR.",
      ),
    STANDING_ORDERS_AT: weeklyMomentSchema('STANDING_ORDERS_AT')
      .prefault(DEFAULT_STANDING_ORDERS_AT)
      .describe("When standing orders place next week's lunches every week, a weekday and a school time (e.g. Wednesday 18:00)."),
    REMINDERS_AT: weeklyMomentSchema('REMINDERS_AT')
      .prefault(DEFAULT_REMINDERS_AT)
      .describe('When parents are reminded of next week\'s days without a lunch, a weekday and a school time (e.g. Thursday 12:00).'),
    SCHEDULED_JOBS: z
      .enum(['on', 'off'])
      .default('on')
      .describe("off leaves this replica out of the weekly runs' schedule (pg-boss in the ordering database); the admin runs still work."),
  },
  { requiredInProduction: ['CALENDAR_SECRET'] },
);

export type OrderingEnv = z.infer<typeof orderingEnvSchema>;

/** What the ordering service needs of its settings beyond ServiceDeps. */
export interface OrderingSettings {
  /** The schools' zone: the deadline message names the deadline's time there. */
  schoolTimeZone: string;
  paypalUrl: string;
  zelleUrl: string;
  /** Where parents reach the app: the calendar feed's URL starts with it. */
  publicUrl: string;
  /** The key calendar feed tokens are derived with (calendar/feed-tokens.ts). */
  calendarSecret: string;
  /** How often pending checkouts are checked for a reminder (default 5 minutes; tests go faster). */
  reminderSweepMs?: number;
  /** When the weekly standing-order placement runs (school time). */
  standingOrdersAt: WeeklyMoment;
  /** When the weekly reminders go out (school time). */
  remindersAt: WeeklyMoment;
  /** Whether this process schedules and works the weekly runs through pg-boss (off in most tests). */
  scheduledJobs?: boolean;
}

export const defaultOrderingSettings: OrderingSettings = Object.freeze({
  schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
  paypalUrl: DEFAULT_PAYPAL_URL,
  zelleUrl: DEFAULT_ZELLE_URL,
  publicUrl: 'http://localhost:4000',
  // A service started without settings (its own tests) lives for one process: a key of its own will do.
  calendarSecret: randomBytes(32).toString('base64url'),
  standingOrdersAt: weeklyMomentSchema('STANDING_ORDERS_AT').parse(DEFAULT_STANDING_ORDERS_AT),
  remindersAt: weeklyMomentSchema('REMINDERS_AT').parse(DEFAULT_REMINDERS_AT),
});

export function orderingSettingsFrom(
  env: Pick<
    OrderingEnv,
    'SCHOOL_TIMEZONE' | 'PAYPAL_URL' | 'ZELLE_URL' | 'PUBLIC_URL' | 'CALENDAR_SECRET' | 'DATA_DIR' | 'STANDING_ORDERS_AT' | 'REMINDERS_AT' | 'SCHEDULED_JOBS'
  >,
): OrderingSettings {
  return Object.freeze({
    schoolTimeZone: env.SCHOOL_TIMEZONE,
    paypalUrl: env.PAYPAL_URL,
    zelleUrl: env.ZELLE_URL,
    publicUrl: env.PUBLIC_URL,
    calendarSecret: env.CALENDAR_SECRET ?? calendarSecretUnder(env.DATA_DIR),
    standingOrdersAt: env.STANDING_ORDERS_AT,
    remindersAt: env.REMINDERS_AT,
    scheduledJobs: env.SCHEDULED_JOBS === 'on',
  });
}

/**
 * Outside production the secret is made once and kept under DATA_DIR (as the JWT keys are), so
 * feed URLs outlive a restart and every replica started on the same DATA_DIR agrees on them.
 */
function calendarSecretUnder(dataDir: string): string {
  const file = path.resolve(dataDir, 'keys', 'calendar-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another replica starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
