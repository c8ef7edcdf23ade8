import { ACTIVE_USER_DAYS, type RecipientChoice } from '@lunchbox/domain/communication-schemas';
import { keyedMessage } from '@lunchbox/domain/i18n/message-keys';
import { now } from '@lunchbox/kit/process/clock';
import type { Database } from '@lunchbox/kit/db/database';
import { badInput } from '@lunchbox/kit/errors/app-error';
import { activeUsers, usersWithEmail, usersWithPhone } from '../read-models/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_RECIPIENTS = {
  all_users: { email: 'There are no users with an e-mail address to send to.', whatsapp: 'There are no users with a phone number to send to.' },
  active_users: {
    email: keyedMessage(
      'noActiveUsers',
      { days: ACTIVE_USER_DAYS },
      `There are no active users to send to: nobody has placed an order in the last ${ACTIVE_USER_DAYS} days.`,
    ),
    whatsapp: keyedMessage(
      'noActivePhoneUsers',
      { days: ACTIVE_USER_DAYS },
      `There are no active users with a phone number to send to: nobody with a phone number has placed an order in the last ${ACTIVE_USER_DAYS} days.`,
    ),
  },
} as const;

/** The instant from which an order makes its parent an active user. */
export function activeSince(at: Date = now()): Date {
  return new Date(at.getTime() - ACTIVE_USER_DAYS * DAY_MS);
}

/** The addresses a Communications e-mail goes to; refuses when there is nobody. */
export async function resolveEmailRecipients(db: Database, recipients: RecipientChoice, specificEmails: string[] | null): Promise<string[]> {
  if (recipients === 'specific') return specificEmails ?? [];
  const users = recipients === 'all_users' ? await usersWithEmail(db) : (await activeUsers(db, activeSince())).filter((user) => user.email !== '');
  if (users.length === 0) throw badInput(NO_RECIPIENTS[recipients].email);
  return users.map((user) => user.email);
}

/** The phone numbers a WhatsApp notification is logged for; refuses when there is nobody. */
export async function resolvePhoneRecipients(db: Database, recipients: RecipientChoice, specificPhones: string[] | null): Promise<string[]> {
  if (recipients === 'specific') return specificPhones ?? [];
  const users = recipients === 'all_users' ? await usersWithPhone(db) : (await activeUsers(db, activeSince())).filter((user) => user.phone !== '');
  if (users.length === 0) throw badInput(NO_RECIPIENTS[recipients].whatsapp);
  return users.map((user) => user.phone);
}
