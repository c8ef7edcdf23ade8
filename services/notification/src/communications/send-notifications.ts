import { setTimeout as sleep } from 'node:timers/promises';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { badInput, notFound } from '@lunchbox/kit/errors';
import { directEmailSchema, emailNotificationSchema, whatsAppLoggedMessage, whatsAppNotificationSchema } from '@lunchbox/domain/communication-schemas';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import { findEmail, type EmailWithDeliveries } from '../mail/history/reading.ts';
import { recordWhatsAppNotification, type NewEmail } from '../mail/history/records.ts';
import { recordEmail } from '../mail/delivery.ts';
import { adminNotificationEmail, directEmail, testEmail } from '../mail/templates.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { displayName, findKnownUser } from '../read-models/users.ts';
import { resolveEmailRecipients, resolvePhoneRecipients } from './recipients.ts';

export const USER_NOT_FOUND = 'User not found';
export const USER_HAS_NO_EMAIL = 'This user has no e-mail address.';
export const ADMIN_ADDRESS_UNKNOWN = 'Your account has no e-mail address to send the test e-mail to.';

/**
 * Records the e-mail, sends it, and answers its record as it then stands: sent, partial or failed
 * with the counts, so the administrator is told what really happened. A send still under way after
 * `sendWaitMs` (many recipients, a slow server) is answered as pending; it goes on, and the history
 * shows the outcome.
 */
async function recordAndSend(deps: NotificationDeps, email: NewEmail): Promise<EmailWithDeliveries> {
  const id = await recordEmail(deps.db, email, now());
  const deadline = Date.now() + deps.sendWaitMs;
  const delivered = deps.delivery.deliver(id);
  const timedOut = Symbol('timed out');
  const outcome = await Promise.race([delivered, sleep(deps.sendWaitMs, timedOut, { ref: false })]);
  // Null: someone else holds the e-mail (the resume loop picked it up first); wait for them too.
  if (outcome === null) {
    while (Date.now() < deadline) {
      const current = await findEmail(deps.db, id);
      if (!current || current.status !== 'pending') break;
      await sleep(100);
    }
  }
  const record = await findEmail(deps.db, id);
  if (!record) throw new Error(`e-mail ${id} vanished while being sent`);
  deps.log.info(
    { notificationId: id, kind: email.kind, status: record.status, sentCount: record.sentCount, failedCount: record.failedCount },
    'administrator e-mail answered',
  );
  return record;
}

/** Communications, method e-mail: validated, sent to the resolved recipients, answered with the outcome. */
export async function sendEmailNotification(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<EmailWithDeliveries> {
  const admin = requireAdmin(caller);
  const form = emailNotificationSchema.parse(input ?? {});
  const to = await resolveEmailRecipients(deps.db, form.recipients, form.specificEmails);
  deps.log.info(
    { adminId: admin.userId, recipients: form.recipients, count: to.length, notificationType: form.notificationType },
    'sending a notification e-mail',
  );
  return recordAndSend(deps, {
    kind: 'bulk',
    to,
    content: adminNotificationEmail({ subject: form.subject, message: form.message, notificationType: form.notificationType }),
    translations: { es: adminNotificationEmail({ subject: form.subject, message: form.message, notificationType: form.notificationType, language: 'es' }) },
    title: form.title,
    recipients: form.recipients,
    specificEmails: form.specificEmails,
    notificationType: form.notificationType,
  });
}

export interface LoggedWhatsApp {
  sentTo: number;
  message: string;
  notification: EmailWithDeliveries;
}

/** Communications, method WhatsApp: only logged in the history (simulation mode), never sent. */
export async function logWhatsAppNotification(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<LoggedWhatsApp> {
  const admin = requireAdmin(caller);
  const form = whatsAppNotificationSchema.parse(input ?? {});
  const phones = await resolvePhoneRecipients(deps.db, form.recipients, form.specificPhones);
  const id = await recordWhatsAppNotification(
    deps.db,
    {
      title: form.title,
      message: form.message,
      recipients: form.recipients,
      specificPhones: form.specificPhones,
      notificationType: form.notificationType,
      phones,
    },
    now(),
  );
  const notification = await findEmail(deps.db, id);
  if (!notification) throw new Error(`WhatsApp notification ${id} vanished`);
  const sentTo = notification.deliveries.length;
  deps.log.info({ adminId: admin.userId, notificationId: id, sentTo }, 'WhatsApp notification logged (simulation)');
  return { sentTo, message: whatsAppLoggedMessage(sentTo), notification };
}

/** The Users tab's send e-mail: one e-mail to one user's address as the read model knows it. */
export async function sendUserEmail(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<EmailWithDeliveries> {
  requireAdmin(caller);
  const form = directEmailSchema.parse(input ?? {});
  const user = await findKnownUser(deps.db, form.userId);
  if (!user || !user.profileVersion) throw notFound(USER_NOT_FOUND);
  if (!user.email) throw badInput(USER_HAS_NO_EMAIL);
  return recordAndSend(deps, {
    kind: 'direct',
    userId: user.userId,
    to: [user.email],
    content: directEmail({ fullName: displayName(user), subject: form.subject, message: form.message, language: user.language }),
    title: form.subject,
  });
}

/** Settings' 'Test Email System': a test e-mail to the signed-in administrator, answered with whether it went. */
export async function sendTestEmail(deps: NotificationDeps, caller: Caller | null): Promise<EmailWithDeliveries> {
  const admin = requireAdmin(caller);
  const user = await findKnownUser(deps.db, admin.userId);
  if (!user?.email) throw badInput(ADMIN_ADDRESS_UNKNOWN);
  return recordAndSend(deps, {
    kind: 'test',
    userId: user.userId,
    to: [user.email],
    content: testEmail({
      fullName: displayName(user),
      sentAt: formatInstantDateTime(now(), deps.schoolTimeZone, user.language),
      language: user.language,
    }),
    title: 'Test e-mail',
  });
}
