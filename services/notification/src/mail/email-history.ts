import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@lunchbox/kit/db';
import type { Transaction } from '@lunchbox/kit/inbox';
import { emailDeliveries, emailNotifications, type EmailKind, type EmailStatus } from '../db/schema.ts';
import type { EmailContent } from './templates.ts';

type Executor = Database | Transaction;

export type EmailRecord = typeof emailNotifications.$inferSelect;
export type DeliveryRecord = typeof emailDeliveries.$inferSelect;

export interface NewEmail {
  kind: EmailKind;
  to: string[];
  content: EmailContent;
  userId?: number | null;
  sourceEventId?: string | null;
  /** Admin Communications fields (admin-area.md section 3). */
  title?: string | null;
  recipients?: string | null;
  specificEmails?: string[] | null;
  notificationType?: string | null;
}

/** Records an e-mail as pending, with one delivery per distinct recipient. Returns its id. */
export async function recordEmail(tx: Executor, email: NewEmail, at: Date): Promise<number> {
  const recipients = distinctAddresses(email.to);
  const [row] = await tx
    .insert(emailNotifications)
    .values({
      kind: email.kind,
      title: email.title ?? null,
      subject: email.content.subject,
      message: email.content.text,
      html: email.content.html,
      recipients: email.recipients ?? null,
      specificEmails: email.specificEmails ?? null,
      notificationType: email.notificationType ?? null,
      userId: email.userId ?? null,
      sourceEventId: email.sourceEventId ?? null,
      redactions: email.content.redactions?.length ? email.content.redactions : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: emailNotifications.id });
  if (!row) throw new Error('inserting an e-mail returned no row');
  if (recipients.length > 0) await tx.insert(emailDeliveries).values(recipients.map((recipient) => ({ notificationId: row.id, recipient })));
  return row.id;
}

/** Trimmed, without blanks, and each address once whatever its case. */
function distinctAddresses(addresses: string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const trimmed = address.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

const isFree = (at: Date) => or(isNull(emailNotifications.lockedUntil), lt(emailNotifications.lockedUntil, at));

/**
 * Takes the lease on a pending e-mail so that only one sender (of all replicas) works on it.
 * Returns null when it is done already or someone else holds a live lease.
 */
export async function claimEmail(db: Database, id: number, at: Date, leaseUntil: Date): Promise<EmailRecord | null> {
  const [row] = await db
    .update(emailNotifications)
    .set({ lockedUntil: leaseUntil, updatedAt: at })
    .where(and(eq(emailNotifications.id, id), eq(emailNotifications.status, 'pending'), isFree(at)))
    .returning();
  return row ?? null;
}

/** A null lease hands the e-mail back to whoever resumes pending e-mails. */
export async function renewLease(db: Database, id: number, leaseUntil: Date | null): Promise<void> {
  await db.update(emailNotifications).set({ lockedUntil: leaseUntil }).where(eq(emailNotifications.id, id));
}

/** Pending e-mails nobody is working on: left behind by a crash, or not yet picked up. */
export async function findUnclaimedPending(db: Database, at: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: emailNotifications.id })
    .from(emailNotifications)
    .where(and(eq(emailNotifications.status, 'pending'), isFree(at)))
    .orderBy(asc(emailNotifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function pendingDeliveries(db: Database, notificationId: number): Promise<DeliveryRecord[]> {
  return db
    .select()
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.notificationId, notificationId), eq(emailDeliveries.status, 'pending')))
    .orderBy(asc(emailDeliveries.id));
}

export async function recordAttempt(
  db: Database,
  deliveryId: number,
  outcome: { sent: true; at: Date } | { sent: false; error: string; final: boolean },
): Promise<void> {
  await db
    .update(emailDeliveries)
    .set(
      outcome.sent
        ? { status: 'sent', attempts: sql`${emailDeliveries.attempts} + 1`, error: null, sentAt: outcome.at }
        : { status: outcome.final ? 'failed' : 'pending', attempts: sql`${emailDeliveries.attempts} + 1`, error: outcome.error },
    )
    .where(eq(emailDeliveries.id, deliveryId));
}

export interface CompletedEmail {
  id: number;
  status: EmailStatus;
  sentCount: number;
  failedCount: number;
}

/**
 * Closes an e-mail once every delivery is settled: counts, status, the errors for the administrator,
 * and the secrets taken out of its stored content. Runs in the caller's transaction.
 */
export async function completeEmail(tx: Transaction, email: EmailRecord, at: Date): Promise<CompletedEmail> {
  const deliveries = await tx.select().from(emailDeliveries).where(eq(emailDeliveries.notificationId, email.id)).orderBy(asc(emailDeliveries.id));
  const sentCount = deliveries.filter((delivery) => delivery.status === 'sent').length;
  const failed = deliveries.filter((delivery) => delivery.status !== 'sent');
  const failedCount = failed.length;
  const status: EmailStatus = failedCount === 0 ? 'sent' : sentCount === 0 ? 'failed' : 'partial';
  const error =
    failedCount === 0
      ? null
      : deliveries.length === 1
        ? (failed[0]?.error ?? 'not sent')
        : failed.map((delivery) => `${delivery.recipient}: ${delivery.error ?? 'not sent'}`).join('\n');
  const redact = (value: string) => (email.redactions ?? []).reduce((text, secret) => (secret ? text.split(secret).join('[link removed]') : text), value);
  await tx
    .update(emailNotifications)
    .set({
      status,
      sentCount,
      failedCount,
      error,
      subject: redact(email.subject),
      message: redact(email.message),
      html: redact(email.html),
      redactions: null,
      completedAt: at,
      updatedAt: at,
      lockedUntil: null,
    })
    .where(eq(emailNotifications.id, email.id));
  return { id: email.id, status, sentCount, failedCount };
}

export type EmailWithDeliveries = EmailRecord & { deliveries: DeliveryRecord[] };

/** Newest first, each with its recipients and how each delivery went. */
export async function listEmailHistory(db: Database, options: { limit: number }): Promise<EmailWithDeliveries[]> {
  const emails = await db.select().from(emailNotifications).orderBy(desc(emailNotifications.createdAt), desc(emailNotifications.id)).limit(options.limit);
  if (emails.length === 0) return [];
  const deliveries = await db
    .select()
    .from(emailDeliveries)
    .where(
      inArray(
        emailDeliveries.notificationId,
        emails.map((email) => email.id),
      ),
    )
    .orderBy(asc(emailDeliveries.id));
  return emails.map((email) => ({ ...email, deliveries: deliveries.filter((delivery) => delivery.notificationId === email.id) }));
}

/** One e-mail with its deliveries, or null when there is no such e-mail (any more). */
export async function findEmail(db: Executor, id: number): Promise<EmailWithDeliveries | null> {
  const [email] = await db.select().from(emailNotifications).where(eq(emailNotifications.id, id));
  if (!email) return null;
  const deliveries = await db.select().from(emailDeliveries).where(eq(emailDeliveries.notificationId, id)).orderBy(asc(emailDeliveries.id));
  return { ...email, deliveries };
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

const REMOVED_RECIPIENT_ERROR = "The recipient's account was deleted";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Takes a deleted user out of the history. E-mails that were theirs alone (welcome, reset link,
 * order confirmations, feedback answers, e-mails an administrator sent them) are deleted with
 * their deliveries: their content is about that person throughout. In notifications they received
 * among others (an announcement), their address or phone number is replaced by "(removed #id)" and
 * taken out of the typed recipient lists and error texts, so the counts stay true without saying
 * who it was; a delivery still pending is not sent any more.
 */
export async function forgetRecipient(
  tx: Transaction,
  person: { userId: number; emails: string[]; phones: string[] },
): Promise<{ deletedEmails: number; anonymisedDeliveries: number }> {
  const ownDeliveries = await tx
    .select({ recipient: emailDeliveries.recipient, method: emailNotifications.method })
    .from(emailDeliveries)
    .innerJoin(emailNotifications, eq(emailNotifications.id, emailDeliveries.notificationId))
    .where(eq(emailNotifications.userId, person.userId));
  const emails = new Set(person.emails.map((email) => email.trim().toLowerCase()).filter(Boolean));
  const phones = new Set(person.phones.map((phone) => phone.trim()).filter(Boolean));
  for (const delivery of ownDeliveries) {
    if (delivery.method === 'whatsapp') phones.add(delivery.recipient);
    else emails.add(delivery.recipient.toLowerCase());
  }

  const deleted = await tx.delete(emailNotifications).where(eq(emailNotifications.userId, person.userId)).returning({ id: emailNotifications.id });

  const emailList = [...emails];
  const phoneList = [...phones];
  const matchesPerson = or(
    emailList.length ? and(eq(emailNotifications.method, 'email'), inArray(sql`lower(${emailDeliveries.recipient})`, emailList)) : sql`false`,
    phoneList.length ? and(eq(emailNotifications.method, 'whatsapp'), inArray(emailDeliveries.recipient, phoneList)) : sql`false`,
  );
  const affected = await tx
    .select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .innerJoin(emailNotifications, eq(emailNotifications.id, emailDeliveries.notificationId))
    .where(matchesPerson);
  const deliveryIds = affected.map((row) => row.id);
  if (deliveryIds.length > 0) {
    await tx
      .update(emailDeliveries)
      .set({
        recipient: sql`'(removed #' || ${emailDeliveries.id} || ')'`,
        status: sql`case when ${emailDeliveries.status} = 'pending' then 'failed' else ${emailDeliveries.status} end`,
        error: sql`case when ${emailDeliveries.status} in ('pending', 'failed') then ${REMOVED_RECIPIENT_ERROR} else null end`,
      })
      .where(inArray(emailDeliveries.id, deliveryIds));
  }

  // The typed lists and the error texts of every notification that named them.
  const named = await tx
    .select()
    .from(emailNotifications)
    .where(
      or(
        emailList.length
          ? sql`exists (select 1 from unnest(${emailNotifications.specificEmails}) as typed(address) where lower(typed.address) = any(${sql.param(emailList)}::text[]))`
          : sql`false`,
        phoneList.length ? sql`${emailNotifications.specificPhones} && ${sql.param(phoneList)}::text[]` : sql`false`,
        ...[...emailList, ...phoneList].map((text) => sql`strpos(lower(coalesce(${emailNotifications.error}, '')), ${text.toLowerCase()}) > 0`),
      ),
    );
  const pattern = [...emailList, ...phoneList].length ? new RegExp([...emailList, ...phoneList].map(escapeRegExp).join('|'), 'gi') : null;
  for (const row of named) {
    await tx
      .update(emailNotifications)
      .set({
        specificEmails: row.specificEmails ? row.specificEmails.filter((address) => !emails.has(address.trim().toLowerCase())) : null,
        specificPhones: row.specificPhones ? row.specificPhones.filter((phone) => !phones.has(phone.trim())) : null,
        error: row.error && pattern ? row.error.replace(pattern, '(removed)') : row.error,
      })
      .where(eq(emailNotifications.id, row.id));
  }
  return { deletedEmails: deleted.length, anonymisedDeliveries: deliveryIds.length };
}
