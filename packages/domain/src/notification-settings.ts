import { z } from 'zod';
import type { NotificationMethod } from './communication-schemas.ts';
import { fieldError, objectError } from './field-errors.ts';
import { centsToDecimalString } from './money.ts';
import { amountCentsField } from './money-fields.ts';

/**
 * A parent's own notification settings (issue 27 sections 2 and 3): the weekly reminder by e-mail and
 * WhatsApp, and the low-balance e-mail with its threshold. Stored with the threshold in cents;
 * `GET`/`PUT /api/my-notification-settings` carry it as decimal text.
 */

/** The low-balance threshold when the parent has not set one: 10.00. */
export const DEFAULT_LOW_BALANCE_THRESHOLD_CENTS = 1000;

export interface NotificationSettings {
  reminders: { email: boolean; whatsapp: boolean };
  lowBalance: { email: boolean; thresholdCents: number };
}

/** What a parent who never chose has: e-mails on (the point is not to miss a lunch), WhatsApp only by opting in. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  reminders: { email: true, whatsapp: false },
  lowBalance: { email: true, thresholdCents: DEFAULT_LOW_BALANCE_THRESHOLD_CENTS },
};

/** The settings as the API and the form carry them. */
export interface NotificationSettingsView {
  reminders: { email: boolean; whatsapp: boolean };
  lowBalance: { email: boolean; threshold: string };
}

const onOff = (fallback: boolean) => z.boolean({ error: fieldError('must be true or false') }).default(fallback);

/**
 * The body of `PUT /api/my-notification-settings`: the whole settings, each field optional (left out
 * means its default, not its stored value). Refused, naming the field: an unknown key ('Unknown
 * field: reminders.sms'), a value that is not true or false, a threshold that is negative
 * ('lowBalance.threshold must not be negative') or not an amount.
 */
export const notificationSettingsSchema = z.strictObject(
  {
    reminders: z
      .strictObject(
        { email: onOff(DEFAULT_NOTIFICATION_SETTINGS.reminders.email), whatsapp: onOff(DEFAULT_NOTIFICATION_SETTINGS.reminders.whatsapp) },
        { error: objectError() },
      )
      .prefault({}),
    lowBalance: z
      .strictObject(
        { email: onOff(DEFAULT_NOTIFICATION_SETTINGS.lowBalance.email), threshold: amountCentsField().default(DEFAULT_LOW_BALANCE_THRESHOLD_CENTS) },
        { error: objectError() },
      )
      .prefault({})
      .transform(({ email, threshold }) => ({ email, thresholdCents: threshold })),
  },
  { error: objectError() },
);
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** The stored settings as `GET /api/my-notification-settings` answers them. */
export function notificationSettingsView(settings: NotificationSettings): NotificationSettingsView {
  return {
    reminders: { ...settings.reminders },
    lowBalance: { email: settings.lowBalance.email, threshold: centsToDecimalString(settings.lowBalance.thresholdCents) },
  };
}

/** How the weekly reminder reaches the parent: none when both are off; WhatsApp only with a number to send to. */
export function reminderChannels(settings: NotificationSettings, parent: { hasWhatsAppNumber: boolean }): NotificationMethod[] {
  const channels: NotificationMethod[] = [];
  if (settings.reminders.email) channels.push('email');
  if (settings.reminders.whatsapp && parent.hasWhatsAppNumber) channels.push('whatsapp');
  return channels;
}
