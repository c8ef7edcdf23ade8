// What the administrators read of the history: the list, one e-mail, the Emails Sent counter.
import { rowsByKey, type Database, type Executor } from '@lunchbox/kit/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { emailDeliveries, emailNotifications } from '../../db/schema.ts';
import type { DeliveryRecord, EmailRecord } from './records.ts';

export type EmailWithDeliveries = EmailRecord & { deliveries: DeliveryRecord[] };

/** Newest first, each with its recipients and how each delivery went. */
export async function listEmailHistory(db: Database, options: { limit: number }): Promise<EmailWithDeliveries[]> {
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
export async function countEmailsSent(db: Executor): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`coalesce(sum(${emailNotifications.sentCount}), 0)::int` })
    .from(emailNotifications)
    .where(eq(emailNotifications.method, 'email'));
  return row?.sent ?? 0;
}
