import { and, desc, eq, or, sql } from 'drizzle-orm';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import { forbidden } from '@lunchbox/kit/errors/app-error';
import { emailDeliveries, emailNotifications, knownUsers } from '../db/schema.ts';

export interface ReceivedEmail {
  subject: string;
  kind: string;
  sentAt: string;
}

/**
 * The e-mails that reached a user, for their own data download: those sent for them (their user id)
 * and those sent to their address among others (an announcement). Subjects and dates, not bodies.
 */
export async function emailsReceivedBy(db: Database, caller: Caller | null, userId: number): Promise<ReceivedEmail[]> {
  if (requireCaller(caller).userId !== userId) throw forbidden();
  const theirAddress = sql`lower(${emailDeliveries.recipient}) = (select lower(${knownUsers.email}) from ${knownUsers} where ${knownUsers.userId} = ${userId})`;
  const rows = await db
    .select({ subject: emailNotifications.subject, kind: emailNotifications.kind, sentAt: emailDeliveries.sentAt })
    .from(emailDeliveries)
    .innerJoin(emailNotifications, eq(emailNotifications.id, emailDeliveries.notificationId))
    .where(and(eq(emailNotifications.method, 'email'), eq(emailDeliveries.status, 'sent'), or(eq(emailNotifications.userId, userId), theirAddress)))
    .orderBy(desc(emailDeliveries.sentAt), desc(emailDeliveries.id));
  return rows.map((row) => ({ subject: row.subject, kind: row.kind, sentAt: (row.sentAt ?? new Date(0)).toISOString() }));
}
