// The history's rows: one e-mail (or WhatsApp notification) and one delivery per recipient; an e-mail's rows are written by mail/delivery.ts, a logged WhatsApp notification's here.
import type { Executor } from '@lunchbox/kit/db';
import { emailDeliveries, emailNotifications, type EmailKind } from '../../db/schema.ts';
import type { EmailContent } from '../templates.ts';

export type EmailRecord = typeof emailNotifications.$inferSelect;
export type DeliveryRecord = typeof emailDeliveries.$inferSelect;

export interface NewEmail {
  kind: EmailKind;
  to: string[];
  content: EmailContent;
  /** The content in the other languages, sent to each recipient whose profile reads one of them. */
  translations?: Partial<Record<'es', EmailContent>>;
  userId?: number | null;
  sourceEventId?: string | null;
  /** Admin Communications fields (admin-area.md section 3). */
  title?: string | null;
  recipients?: string | null;
  specificEmails?: string[] | null;
  notificationType?: string | null;
}

export interface NewWhatsAppNotification {
  title: string | null;
  message: string;
  recipients: string;
  specificPhones: string[] | null;
  notificationType: string;
  phones: string[];
}

/**
 * Records a WhatsApp notification in the history: logged, with one delivery per phone number, and
 * never sent (admin-area.md section 4: simulation). Nothing ever resumes it, as it is not pending.
 */
export async function recordWhatsAppNotification(tx: Executor, notification: NewWhatsAppNotification, at: Date): Promise<number> {
  const [row] = await tx
    .insert(emailNotifications)
    .values({
      kind: 'bulk',
      method: 'whatsapp',
      title: notification.title,
      subject: notification.title ?? '',
      message: notification.message,
      html: '',
      recipients: notification.recipients,
      specificPhones: notification.specificPhones,
      notificationType: notification.notificationType,
      status: 'logged',
      createdAt: at,
      updatedAt: at,
      completedAt: at,
    })
    .returning({ id: emailNotifications.id });
  if (!row) throw new Error('inserting a WhatsApp notification returned no row');
  const phones = [...new Set(notification.phones.map((phone) => phone.trim()).filter(Boolean))];
  if (phones.length > 0) await tx.insert(emailDeliveries).values(phones.map((recipient) => ({ notificationId: row.id, recipient, status: 'logged' as const })));
  return row.id;
}
