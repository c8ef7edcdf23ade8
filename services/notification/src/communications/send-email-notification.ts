import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { emailNotificationSchema } from '@lunchbox/domain/communication-schemas';
import type { EmailWithDeliveries } from '../mail/history/history-repository.ts';
import { adminNotificationEmail } from '../mail/templates.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { recordAndSend } from './record-and-send.ts';
import { resolveEmailRecipients } from './recipients.ts';

/** Communications, method e-mail: validated, sent to the resolved recipients, answered with the outcome. */
export async function sendEmailNotification(deps: NotificationDeps, caller: Caller | null, input: unknown): Promise<EmailWithDeliveries> {
  const admin = requireAdmin(caller);
  const form = emailNotificationSchema.parse(input ?? {});
  const to = await resolveEmailRecipients(deps.db, form.recipients, form.specificEmails);
  deps.log.info(
    { adminId: admin.userId, recipients: form.recipients, count: to.length, notificationType: form.notificationType },
    'sending a notification e-mail',
  );
  return recordAndSend(deps, admin, {
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
