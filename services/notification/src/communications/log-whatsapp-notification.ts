import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { whatsAppLoggedMessage, whatsAppNotificationSchema } from '@lunchbox/domain/communication-schemas';
import { findEmail, recordWhatsAppNotification, type EmailWithDeliveries } from '../mail/history/history-repository.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { resolvePhoneRecipients } from './recipients.ts';
import { communicationChanges, notificationAudit } from '../audit/notification-audit.ts';

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
  const id = await deps.db.transaction(async (tx) => {
    const recorded = await recordWhatsAppNotification(
      tx,
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
    const changes = communicationChanges({
      channel: 'whatsapp',
      kind: form.notificationType,
      subject: form.title,
      recipients: form.recipients,
      count: phones.length,
    });
    await notificationAudit.record(tx, { actor: admin, action: 'communication.sent', target: { type: 'notification', id: recorded }, changes });
    return recorded;
  });
  const notification = await findEmail(deps.db, id);
  if (!notification) throw new Error(`WhatsApp notification ${id} vanished`);
  const sentTo = notification.deliveries.length;
  deps.log.info({ adminId: admin.userId, notificationId: id, sentTo }, 'WhatsApp notification logged (simulation)');
  return { sentTo, message: whatsAppLoggedMessage(sentTo), notification };
}
