// Every statement of sending an e-mail: recording it with one delivery per recipient, the sender's
// lease on it, each attempt, and its completion. The statements on every e-mail's path are named
// prepared statements, so neither drizzle nor PostgreSQL builds them again for each e-mail.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@lunchbox/kit/db/database';
import { clientOf, jsonRowOf, tableNameOf } from '@lunchbox/kit/db/raw-statements';
import { deletedUsers, emailDeliveries, emailNotifications, inbox, knownUsers, orderActivity } from '../db/schema.ts';
import { completionOf, type CompletedEmail, type SettledDelivery } from './email-completion.ts';
import type { DeliveryRecord, EmailRecord, NewEmail } from './history/records.ts';
import type { EmailContent } from './letter.ts';

/** An e-mail just recorded with its sender's lease taken, and its deliveries: what sending needs, without reading it back. */
export interface LeasedEmail {
  email: EmailRecord;
  deliveries: DeliveryRecord[];
}

const EMAIL_TEXTS = ['subject', 'message', 'html'] as const;
type EmailText = (typeof EMAIL_TEXTS)[number];

/** Records an e-mail as pending, with one delivery per distinct recipient. Returns its id. */
export async function recordEmail(tx: Executor, email: NewEmail, at: Date): Promise<number> {
  return (await insertEmail(tx, email, at, null)).email.id;
}

/**
 * Records an e-mail as pending with the lease already taken by the caller, who sends it as soon as
 * the transaction commits: claiming it and reading its deliveries back would be three more round
 * trips on the way to the SMTP server. Should the sender die first, the lease runs out and the
 * resume loop sends it, as after a crash during a send.
 */
export async function recordLeasedEmail(tx: Executor, email: NewEmail, at: Date, leasedUntil: Date): Promise<LeasedEmail> {
  return insertEmail(tx, email, at, leasedUntil);
}

/** The e-mail's row and its deliveries' in one statement, answered as they were stored. */
async function insertEmail(tx: Executor, email: NewEmail, at: Date, lockedUntil: Date | null): Promise<LeasedEmail> {
  const { rows } = await clientOf(tx).query<InsertedEmailRow>({ ...INSERT_EMAIL, values: emailValues(email, at, lockedUntil) });
  const leased = leasedEmailOf(rows[0], email.content);
  if (!leased) throw new Error('inserting an e-mail returned no row');
  return leased;
}

interface InsertedEmailRow {
  email: Record<string, unknown> | null;
  deliveries: Record<string, unknown>[] | null;
}

/** The e-mail as stored: its row as the statement answered it, and the texts it was given, which the row holds unchanged. */
function leasedEmailOf(row: InsertedEmailRow | undefined, content: EmailContent): LeasedEmail | null {
  if (!row?.email) return null;
  const email: EmailRecord = { ...emailJson.decode(row.email), subject: content.subject, message: content.text, html: content.html };
  return { email, deliveries: (row.deliveries ?? []).map(deliveryJson.decode) };
}

/** INSERT_EMAIL's $1 to $16. */
function emailValues(email: NewEmail, at: Date, lockedUntil: Date | null): unknown[] {
  const es = email.translations?.es;
  return [
    email.kind,
    email.title ?? null,
    email.content.subject,
    email.content.text,
    email.content.html,
    es ? JSON.stringify({ es: { subject: es.subject, text: es.text, html: es.html } }) : null,
    email.recipients ?? null,
    email.specificEmails ?? null,
    email.notificationType ?? null,
    email.userId ?? null,
    email.sourceEventId ?? null,
    email.content.redactions?.length ? email.content.redactions : null,
    at,
    lockedUntil,
    distinctAddresses(email.to),
    email.content.listUnsubscribe ?? null,
  ];
}

/**
 * An order's confirmation as one statement, atomic as one, with no transaction around it: the
 * event's inbox row (ON CONFLICT: an event handled before, or by another replica meanwhile, makes
 * nothing), the parent's latest order for 'active_users', and the e-mail leased to its sender with
 * its deliveries, the last two only when the inbox row went in and the parent is not deleted.
 * The e-mail is written in `language`, the caller's guess of the parent's: the statement reads the
 * parent's language itself and applies nothing when the guess is wrong (unless the parent is
 * deleted, who gets no e-mail in any language), answering the language to write in instead. A
 * separate read of the language before it was one more round trip for every checkout.
 * Answers whether the event was new, the parent's language, and the e-mail when one was recorded.
 */
export async function recordOrderConfirmationOnce(
  db: Database,
  placed: { eventId: string; eventType: string; userId: number; orderedAt: Date },
  email: NewEmail & { language: 'en' | 'es' },
  at: Date,
  leasedUntil: Date,
): Promise<{ handled: boolean; language: 'en' | 'es'; writtenInIt: boolean; leased: LeasedEmail | null }> {
  const { rows } = await db.$client.query<InsertedEmailRow & { handled: boolean; language: 'en' | 'es'; fits: boolean }>({
    ...CONFIRMATION_ONCE,
    values: [
      ...emailValues({ ...email, userId: placed.userId, sourceEventId: placed.eventId }, at, leasedUntil),
      placed.eventType,
      placed.orderedAt,
      email.language,
    ],
  });
  const row = rows[0];
  return { handled: row?.handled === true, language: row?.language ?? 'en', writtenInIt: row?.fits === true, leased: leasedEmailOf(row, email.content) };
}

/**
 * An e-mail's row as the inserting statements answer it, without its texts: the caller has them, and
 * written as JSON and parsed back they were most of a confirmation's answer (the HTML of ten lunches).
 */
const emailJson = jsonRowOf<Omit<EmailRecord, EmailText>>(emailNotifications, 'e', EMAIL_TEXTS);
const deliveryJson = jsonRowOf<DeliveryRecord>(emailDeliveries, 'd');

const INSERT_EMAIL = {
  name: 'notification_insert_email',
  text: `with e as (
      insert into ${tableNameOf(emailNotifications)}
        (kind, title, subject, message, html, translations, recipients, specific_emails, notification_type, user_id, source_event_id, redactions, created_at, updated_at, locked_until, list_unsubscribe)
      values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[], $9, $10, $11::uuid, $12::text[], $13, $13, $14, $16)
      returning *
    ), d as (
      insert into ${tableNameOf(emailDeliveries)} (notification_id, recipient)
      select e.id, r.recipient from e, unnest($15::text[]) with ordinality as r(recipient, n) order by r.n
      returning *
    )
    select (select ${emailJson.object} from e) as email,
           (select coalesce(json_agg(${deliveryJson.object} order by d.id), '[]'::json) from d) as deliveries`,
};

/**
 * The confirmation's commit does not wait for its WAL to reach the disk (synchronous_commit off for
 * this statement's transaction alone): the wait cost PostgreSQL about 130 µs of CPU per checkout. The
 * commit is visible at once, so the inbox still makes each event one e-mail. Only a crash of the
 * database server or its machine within a fraction of a second can undo it, and the sender, which
 * has the e-mail from the answer, sends it all the same: such a crash can lose the e-mail's history
 * row and the parent's latest order for 'active_users', not the e-mail. The e-mail's completion
 * (FINISH_EMAILS) still waits for the flush: undone, it would send the e-mail again once the lease ran out.
 */
const CONFIRMATION_ONCE = {
  name: 'notification_order_confirmation_once',
  text: `with reader as (
      select exists (select 1 from ${tableNameOf(deletedUsers)} where user_id = $10) as deleted,
             coalesce((select language from ${tableNameOf(knownUsers)} where user_id = $10), 'en') as language
    ), fits as (
      -- The e-mail was written in the parent's language (a deleted parent gets none: the event is only marked handled).
      select reader.deleted from reader where reader.deleted or reader.language = $19
    ), handled as (
      insert into ${tableNameOf(inbox)} (event_id, type) select $11::uuid, $17 from fits on conflict do nothing returning event_id
    ), live as (
      select not fits.deleted as live from handled, fits
    ), activity as (
      insert into ${tableNameOf(orderActivity)} as a (user_id, last_ordered_at)
        select $10, $18::timestamptz from live where live.live
        on conflict (user_id) do update set last_ordered_at = greatest(a.last_ordered_at, excluded.last_ordered_at)
    ), e as (
      insert into ${tableNameOf(emailNotifications)}
        (kind, title, subject, message, html, translations, recipients, specific_emails, notification_type, user_id, source_event_id, redactions, created_at, updated_at, locked_until, list_unsubscribe)
      select $1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[], $9, $10, $11::uuid, $12::text[], $13, $13, $14, $16 from live where live.live
      returning *
    ), d as (
      insert into ${tableNameOf(emailDeliveries)} (notification_id, recipient)
      select e.id, r.recipient from e, unnest($15::text[]) with ordinality as r(recipient, n) order by r.n
      returning *
    )
    select exists (select 1 from handled) as handled,
           exists (select 1 from fits) as fits,
           (select language from reader) as language,
           (select ${emailJson.object} from e) as email,
           (select coalesce(json_agg(${deliveryJson.object} order by d.id), '[]'::json) from d) as deliveries,
           -- Local: for this statement's own commit (see above).
           set_config('synchronous_commit', 'off', true) as commit_unflushed`,
};

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

/** Pending e-mails nobody is working on (left behind by a crash, or not yet picked up), in id order from after `afterId`: a page of them. */
export async function findUnclaimedPending(db: Database, at: Date, afterId = 0, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: emailNotifications.id })
    .from(emailNotifications)
    .where(and(eq(emailNotifications.status, 'pending'), gt(emailNotifications.id, afterId), isFree(at)))
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

export type AttemptOutcome = { sent: true; at: Date } | { sent: false; error: string; final: boolean };

export async function recordAttempt(db: Database, deliveryId: number, outcome: AttemptOutcome): Promise<void> {
  await db
    .update(emailDeliveries)
    .set(
      outcome.sent
        ? { status: 'sent', attempts: sql`${emailDeliveries.attempts} + 1`, error: null, sentAt: outcome.at }
        : { status: outcome.final ? 'failed' : 'pending', attempts: sql`${emailDeliveries.attempts} + 1`, error: outcome.error },
    )
    .where(eq(emailDeliveries.id, deliveryId));
}

/**
 * Closes an e-mail once every delivery is settled, counting its deliveries from the table (a resumed
 * e-mail may have some settled before this sender took it): counts, status, the errors for the
 * administrator, and the secrets taken out of its stored content.
 */
export async function completeEmail(db: Database, email: EmailRecord, at: Date): Promise<CompletedEmail> {
  return db.transaction(async (tx) => {
    const deliveries: SettledDelivery[] = await tx
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.notificationId, email.id))
      .orderBy(asc(emailDeliveries.id));
    const { status, sentCount, failedCount, error, texts } = completionOf(email, deliveries);
    await tx
      .update(emailNotifications)
      .set({ status, sentCount, failedCount, error, ...texts, redactions: null, completedAt: at, updatedAt: at, lockedUntil: null })
      .where(eq(emailNotifications.id, email.id));
    return { id: email.id, status, sentCount, failedCount };
  });
}

/** An e-mail's last delivery outcome and its completion, as recordLastAttemptsAndComplete writes them. */
export interface EmailFinish {
  email: EmailRecord;
  deliveryId: number;
  outcome: AttemptOutcome;
  /** Every delivery of the e-mail, the last one included. */
  settled: SettledDelivery[];
  at: Date;
}

/**
 * The last delivery's outcome and the e-mail's completion of each of several e-mails in one
 * statement (atomic as one), where each was an update and a transaction of three more. Texts are
 * sent only when secrets are taken out of them.
 */
export async function recordLastAttemptsAndComplete(db: Database, finishes: readonly EmailFinish[]): Promise<CompletedEmail[]> {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  const completed = finishes.map(({ email, deliveryId, outcome, settled, at }) => {
    const { status, sentCount, failedCount, error, texts } = completionOf(
      email,
      [...settled].sort((a, b) => a.id - b.id),
    );
    const row = [
      deliveryId,
      outcome.sent ? 'sent' : 'failed',
      outcome.sent ? null : outcome.error,
      outcome.sent ? outcome.at : null,
      email.id,
      status,
      sentCount,
      failedCount,
      error,
      at,
      texts?.subject ?? null,
      texts?.message ?? null,
      texts?.html ?? null,
    ];
    for (const [index, value] of row.entries()) columns[index]!.push(value);
    return { id: email.id, status, sentCount, failedCount };
  });
  await db.$client.query({ ...FINISH_EMAILS, values: columns });
  return completed;
}

const FINISH_EMAILS = {
  name: 'notification_finish_emails',
  text: `with finish as (
      select * from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::text[], $7::int[], $8::int[], $9::text[],
                           $10::timestamptz[], $11::text[], $12::text[], $13::text[])
        as f(delivery_id, delivery_status, delivery_error, sent_at, email_id, status, sent_count, failed_count, error, at, subject, message, html)
    ), delivery as (
      update ${tableNameOf(emailDeliveries)} d
         set status = f.delivery_status, attempts = d.attempts + 1, error = f.delivery_error, sent_at = coalesce(f.sent_at, d.sent_at)
        from finish f where d.id = f.delivery_id
    )
    update ${tableNameOf(emailNotifications)} n
       set status = f.status, sent_count = f.sent_count, failed_count = f.failed_count, error = f.error, completed_at = f.at, updated_at = f.at,
           locked_until = null, subject = coalesce(f.subject, n.subject), message = coalesce(f.message, n.message), html = coalesce(f.html, n.html),
           redactions = null
      from finish f where n.id = f.email_id`,
};
