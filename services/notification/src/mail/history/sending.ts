// Sending an e-mail of the history: its lease (one sender among the replicas), each attempt, its completion.
import type { Database } from '@lunchbox/kit/db';
import type { Transaction } from '@lunchbox/kit/inbox';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { emailDeliveries, emailNotifications, type EmailStatus } from '../../db/schema.ts';
import type { DeliveryRecord, EmailRecord } from './records.ts';

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
