import { z } from 'zod';
import { centsToDecimalString } from './money.ts';
import { orderDeadline } from './order-rules.ts';
import type { SchoolClock } from './school-deadline.ts';

// Manual payments (issue 10 section 5): the statuses, the checkout's payment reference, the
// PayPal.me link, the admin's settings and the reminder.

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Each checkout has a short reference people can read aloud and type, carried by the PayPal note,
// the Zelle memo, the e-mails and the admin's payments view.

/** Digits and capitals without the look-alikes 0/O and 1/I. */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PAYMENT_REFERENCE_PATTERN = /^LB-[2-9A-HJ-NP-Z]{5}$/;

/** 'LB-7K3Q9' from five random bytes (crypto.getRandomValues in the service); 32^5 ≈ 33 million references. */
export function paymentReferenceFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < 5) throw new RangeError('a payment reference needs 5 random bytes');
  const letters = Array.from(randomBytes.slice(0, 5), (byte) => PAYMENT_REFERENCE_ALPHABET[byte % PAYMENT_REFERENCE_ALPHABET.length]);
  return `LB-${letters.join('')}`;
}

/** A reference as a person types it into a search or a path: spaces and lower case forgiven. */
export function normalizePaymentReference(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The PayPal.me link with the amount due filled in: https://www.paypal.me/sutterlunches/12.50;
 * without an amount, the parent types it (https://www.paypal.me/sutterlunches).
 */
export function paypalMeLink(handle: string, amountDueCents: number | null): string {
  const profile = `https://www.paypal.me/${encodeURIComponent(handle)}`;
  return amountDueCents === null ? profile : `${profile}/${centsToDecimalString(amountDueCents)}`;
}

const EMAIL = z.email();
const US_PHONE = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const PAYMENT_SETTINGS_MESSAGES = {
  paypalMeHandle: 'PayPal.me name must be 1 to 20 letters or digits',
  zelleRecipientName: 'Zelle recipient name is required',
  zelleRecipient: 'Zelle recipient must be an e-mail address or a phone number',
} as const;

/** The admin's payment settings form and PUT /api/admin/payment-settings. */
export const paymentSettingsSchema = z.object({
  paypalMeHandle: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.paypalMeHandle })
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, PAYMENT_SETTINGS_MESSAGES.paypalMeHandle),
  zelleRecipientName: z.string({ error: PAYMENT_SETTINGS_MESSAGES.zelleRecipientName }).trim().min(1, PAYMENT_SETTINGS_MESSAGES.zelleRecipientName).max(100),
  zelleRecipient: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.zelleRecipient })
    .trim()
    .refine((text) => EMAIL.safeParse(text).success || US_PHONE.test(text), PAYMENT_SETTINGS_MESSAGES.zelleRecipient),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

/** How long before the first lunch's order deadline a still-pending checkout is reminded (issue 10 section 5). */
export const PAYMENT_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * True while a pending checkout should be reminded: from 24 hours before its first lunch's order
 * deadline until that deadline (after it, the lunch can no longer be changed, so a reminder helps nobody).
 */
export function isPaymentReminderDue(firstLunchDate: string, now: Date, school: SchoolClock): boolean {
  const deadline = orderDeadline(firstLunchDate, school).getTime();
  return now.getTime() >= deadline - PAYMENT_REMINDER_LEAD_MS && now.getTime() <= deadline;
}
