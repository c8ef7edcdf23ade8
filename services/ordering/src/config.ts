import { z } from 'zod';
import { commonEnvShape, refuseTestSettingsInProduction, requireInProduction } from '@lunchbox/kit/config';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';

/** Where parents pay by hand (admin-area.md section 1: PayPal or Zelle, manual and unverified). */
export const DEFAULT_PAYPAL_URL = 'https://www.paypal.com/paypalme/lunchbox';
export const DEFAULT_ZELLE_URL = 'https://www.zellepay.com/';

const paymentLink = z
  .string()
  .url()
  .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) link');

/** The ordering service's settings: the common ones plus its own port and the payment links. */
export const orderingEnvSchema = z
  .object({
    ...commonEnvShape,
    ORDERING_PORT: z.coerce.number().int().min(0).max(65535).default(4003),
    PAYPAL_URL: paymentLink.default(DEFAULT_PAYPAL_URL),
    ZELLE_URL: paymentLink.default(DEFAULT_ZELLE_URL),
  })
  .superRefine((env, ctx) => {
    refuseTestSettingsInProduction(env, ctx);
    requireInProduction(env, ctx, ['DATABASE_URL', 'JWT_PUBLIC_KEY']);
  });

export type OrderingEnv = z.infer<typeof orderingEnvSchema>;

/** What the ordering service needs of its settings beyond ServiceDeps. */
export interface OrderingSettings {
  /** The schools' zone: the deadline message names the deadline's time there. */
  schoolTimeZone: string;
  paypalUrl: string;
  zelleUrl: string;
  /** How often pending checkouts are checked for a reminder (default 5 minutes; tests go faster). */
  reminderSweepMs?: number;
}

export const defaultOrderingSettings: OrderingSettings = Object.freeze({
  schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
  paypalUrl: DEFAULT_PAYPAL_URL,
  zelleUrl: DEFAULT_ZELLE_URL,
});

export function orderingSettingsFrom(env: Pick<OrderingEnv, 'SCHOOL_TIMEZONE' | 'PAYPAL_URL' | 'ZELLE_URL'>): OrderingSettings {
  return { schoolTimeZone: env.SCHOOL_TIMEZONE, paypalUrl: env.PAYPAL_URL, zelleUrl: env.ZELLE_URL };
}
