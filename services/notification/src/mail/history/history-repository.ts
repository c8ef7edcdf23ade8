// The history as administrators read it (the list, one e-mail, the Emails Sent counter) and the
// WhatsApp notifications logged in it.
import { rowsByKey, type Database, type Executor } from '@lunchbox/kit/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { emailDeliveries, emailNotifications } from '../../db/schema.ts';
import type { DeliveryRecord, EmailRecord, NewWhatsAppNotification } from './records.ts';

export type EmailWithDeliveries = EmailRecord & { deliveries: DeliveryRecord[] };

/** Newest first, each with its recipients and how each delivery went. */
export async function listEmails(db: Database, options: { limit: number }): Promise<EmailWithDeliveries[]> {
  const emails = await db.select().from(emailNotifications).orderBy(desc(emailNotifications.createdAt), desc(emailNotifications.id)).limit(options.limit);
  const deliveries = await rowsByKey(
    emails,
    (email) => email.id,
    (ids) => db.select().from(emailDeliveries).where(inArray(emailDeliveries.notificationId, ids)).orderBy(asc(emailDeliveries.id)),
    (delivery) => delivery.notificationId,
  );
  return emails.map((email) => ({ ...email, deliveries: deliveries.get(email.id) ?? [] }));
}

/** One e-mail with its deliveries, or null when there is no such e-mail (any more). */
export async function findEmail(db: Executor, id: number): Promise<EmailWithDeliveries | null> {
  const [email] = await db.select().from(emailNotifications).where(eq(emailNotifications.id, id));
  if (!email) return null;
  const deliveries = await db.select().from(emailDeliveries).where(eq(emailDeliveries.notificationId, id)).orderBy(asc(emailDeliveries.id));
  return { ...email, deliveries };
}

/**
 * The Emails Sent counter of the admin overview: every e-mail the mail server accepted, counted per
 * recipient (an announcement that reached 30 parents is 30 e-mails). Failed, pending and WhatsApp
 * (never sent) notifications do not count.
 */
export async function countSentEmails(db: Executor): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`coalesce(sum(${emailNotifications.sentCount}), 0)::int` })
    .from(emailNotifications)
    .where(eq(emailNotifications.method, 'email'));
  return row?.sent ?? 0;
}

/**
 * Records a WhatsApp notification in the history: logged, with one delivery per phone number, and
 * never sent (admin-area.md section 4: simulation). Nothing ever resumes it, as it is not pending.
 */
export async function recordWhatsAppNotification(tx: Executor, notification: NewWhatsAppNotification, at: Date): Promise<number> {
  const [row] = await tx
    .insert(emailNotifications)
    .values({
      kind: notification.kind ?? 'bulk',
      method: 'whatsapp',
      userId: notification.userId ?? null,
      sourceEventId: notification.sourceEventId ?? null,
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
