// An e-mail from its record to the SMTP server: applying an event once and recording what it asks
// for in its reader's language, then one sender among the replicas (a lease on the row) sending it
// with retries and closing its record as sent, partial or failed.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/clock';
import { clientOf, connectionOf, jsonRowOf, tableNameOf, type Database, type Transaction, type Executor } from '@lunchbox/kit/db';
import { deletedUsers, emailDeliveries, emailNotifications, knownUsers, type EmailStatus } from '../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { Mailer } from './mailer.ts';
import type { DeliveryRecord, EmailRecord, NewEmail } from './history/records.ts';

export interface EventEmailDeps {
  handleEventOnce: NotificationDeps['handleEventOnce'];
  delivery: EmailDelivery;
  appUrl: string;
  /** The schools' zone: deadlines in e-mails are rendered from the domain rule in it. */
  schoolTimeZone: string;
}

export type EventEmail = Omit<NewEmail, 'sourceEventId'>;

/** An e-mail just recorded with its sender's lease taken, and its deliveries: what sending needs, without reading it back. */
export interface ClaimedEmail {
  email: EmailRecord;
  deliveries: DeliveryRecord[];
}

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
async function recordClaimedEmail(tx: Executor, email: NewEmail, at: Date): Promise<ClaimedEmail> {
  return insertEmail(tx, email, at, new Date(at.getTime() + LEASE_MS));
}

/**
 * The e-mail's row and its deliveries' in one statement (a named prepared statement, so neither
 * drizzle nor PostgreSQL builds it for each e-mail), answered as they were stored.
 */
async function insertEmail(tx: Executor, email: NewEmail, at: Date, lockedUntil: Date | null): Promise<ClaimedEmail> {
  const es = email.translations?.es;
  const { rows } = await clientOf(tx).query<{ email: Record<string, unknown> | null; deliveries: Record<string, unknown>[] }>({
    ...INSERT_EMAIL,
    values: [
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
    ],
  });
  const row = rows[0]?.email;
  if (!row) throw new Error('inserting an e-mail returned no row');
  return { email: emailJson.decode(row), deliveries: (rows[0]?.deliveries ?? []).map(deliveryJson.decode) };
}

const emailJson = jsonRowOf<EmailRecord>(emailNotifications, 'e');
const deliveryJson = jsonRowOf<DeliveryRecord>(emailDeliveries, 'd');

const INSERT_EMAIL = {
  name: 'notification_insert_email',
  text: `with e as (
      insert into ${tableNameOf(emailNotifications)}
        (kind, title, subject, message, html, translations, recipients, specific_emails, notification_type, user_id, source_event_id, redactions, created_at, updated_at, locked_until)
      values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[], $9, $10, $11::uuid, $12::text[], $13, $13, $14)
      returning *
    ), d as (
      insert into ${tableNameOf(emailDeliveries)} (notification_id, recipient)
      select e.id, r.recipient from e, unnest($15::text[]) with ordinality as r(recipient, n) order by r.n
      returning *
    )
    select (select ${emailJson.object} from e) as email,
           (select coalesce(json_agg(${deliveryJson.object} order by d.id), '[]'::json) from d) as deliveries`,
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

/**
 * The story of every e-mail an event asks for: apply the event once per event id (the inbox row,
 * any read-model change `compose` makes and the pending e-mail commit together, so a redelivered
 * event finds its id and sends nothing twice), then send it. `compose` runs in that transaction and
 * answers the e-mail to send, or null when there is none (e.g. the user was deleted meanwhile).
 *
 * The send's outcome never rejects: after its retries a failed e-mail is recorded as failed, and
 * the consumer acks. Redelivering the event could not send it (its id is in the inbox already) and
 * would only hold up the events behind it; the record is what the administrator sees and where
 * the failure stays. If the process dies before the send, the pending record is resumed at the
 * next start, so nothing is dropped either way. Only a database failure rejects, before or after
 * the commit, and the bus redelivers.
 */
export async function sendEmailForEvent(
  deps: EventEmailDeps,
  event: EventEnvelope,
  compose: EventEmail | ((tx: Transaction) => Promise<EventEmail | null>),
): Promise<void> {
  let claimed: ClaimedEmail | null = null;
  await deps.handleEventOnce(event, async (tx) => {
    const email = typeof compose === 'function' ? await compose(tx) : compose;
    if (email) claimed = await recordClaimedEmail(tx, { ...email, sourceEventId: event.id }, now());
  });
  if (claimed === null) return;
  await deps.delivery.deliverClaimed(claimed);
}

/**
 * The e-mail an event sends one user, composed in their language; none once they are deleted (their
 * address is no longer ours to write to). `compose` answers the e-mail's kind and content.
 */
export async function emailToUser(
  tx: Transaction,
  to: { userId: number; email: string },
  compose: (language: 'en' | 'es') => Pick<EventEmail, 'kind' | 'content'>,
): Promise<EventEmail | null> {
  const language = await languageOfLiveUser(tx, to.userId);
  if (language === null) return null;
  return { ...compose(language), userId: to.userId, to: [to.email] };
}

// The language an e-mail is written in: the reader's profile's, English until identity has told us.

/** The language to write to a user in, or null once they are deleted: one query where the e-mail path asked two. */
async function languageOfLiveUser(tx: Transaction, userId: number): Promise<'en' | 'es' | null> {
  const { rows } = await connectionOf(tx).query<{ deleted: boolean; language: 'en' | 'es' | null }>({ ...LIVE_USER_LANGUAGE, values: [userId] });
  const row = rows[0];
  if (!row || row.deleted) return null;
  return row.language ?? 'en';
}

const LIVE_USER_LANGUAGE = {
  name: 'notification_live_user_language',
  text: `select exists (select 1 from ${tableNameOf(deletedUsers)} where user_id = $1) as deleted,
                (select language from ${tableNameOf(knownUsers)} where user_id = $1) as language`,
};

/** The language to write to a user in (a profile not known yet reads English). */
export async function languageOfUser(tx: Executor, userId: number): Promise<'en' | 'es'> {
  const [row] = await tx.select({ language: knownUsers.language }).from(knownUsers).where(eq(knownUsers.userId, userId));
  return row?.language ?? 'en';
}

/** The language of each address a known user has (lower-cased); an address nobody has reads English. */
async function languagesOfAddresses(tx: Executor, addresses: string[]): Promise<Map<string, 'en' | 'es'>> {
  if (addresses.length === 0) return new Map();
  const rows = await tx
    .select({ email: knownUsers.email, language: knownUsers.language })
    .from(knownUsers)
    .where(inArray(sql`lower(${knownUsers.email})`, [...new Set(addresses.map((address) => address.toLowerCase()))]));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.language]));
}

/** Long enough for one attempt against a slow server (the mailer's timeouts), renewed before each attempt. */
const LEASE_MS = 2 * 60_000;

export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export interface EmailDelivery {
  /**
   * Sends a recorded e-mail to each of its recipients still waiting, retrying each a few times, then
   * closes its record as sent, partial or failed (what the administrator's history shows). Send failures
   * end up in the record, not as a rejection; it rejects only when the database fails. Resolves
   * with null when the e-mail is done already, another sender holds it, or shutdown interrupted it
   * (it then stays pending for the next start).
   */
  deliver(notificationId: number): Promise<CompletedEmail | null>;
  /** The same for an e-mail whose lease this sender took when it recorded it (`sendEmailForEvent`). */
  deliverClaimed(claimed: ClaimedEmail): Promise<CompletedEmail | null>;
  /** Delivers every pending e-mail nobody is working on (those a crash left behind). */
  resumePending(): Promise<void>;
  /** Stops retrying (unfinished e-mails stay pending for the next start) and waits for the deliveries under way. */
  stop(): Promise<void>;
}

export function createEmailDelivery(deps: { db: Database; mailer: Mailer; log: Logger; retry: RetryPolicy }): EmailDelivery {
  const { db, mailer, log, retry } = deps;
  const underWay = new Set<Promise<unknown>>();
  let stopping = false;
  const stopSignal = new AbortController();

  const leaseFromNow = () => new Date(now().getTime() + LEASE_MS);

  /** Hands an unfinished e-mail back, for whoever resumes pending e-mails next. */
  async function release(notificationId: number): Promise<null> {
    await renewLease(db, notificationId, null);
    return null;
  }

  async function claimAndSend(notificationId: number): Promise<CompletedEmail | null> {
    const email = await claimEmail(db, notificationId, now(), leaseFromNow());
    if (!email) return null;
    return send({ email, deliveries: await pendingDeliveries(db, notificationId) }, false);
  }

  /**
   * Sends the pending deliveries of an e-mail whose lease was just taken. `whole`: they are all of its
   * deliveries (it was just recorded), so the last outcome and the record's completion go in one
   * statement, counted from what this send saw; a resumed e-mail may have deliveries settled before,
   * and its completion counts them from the table.
   */
  async function send({ email, deliveries }: ClaimedEmail, whole: boolean): Promise<CompletedEmail | null> {
    const notificationId = email.id;
    // The lease was taken a moment ago: it is renewed before each attempt after the first.
    let firstAttempt = true;
    const languages = email.translations
      ? await languagesOfAddresses(
          db,
          deliveries.map((delivery) => delivery.recipient),
        )
      : new Map<string, 'es'>();
    const settled: SettledDelivery[] = [];
    for (const [index, delivery] of deliveries.entries()) {
      if (stopping) return release(notificationId);
      const language = languages.get(delivery.recipient.toLowerCase());
      const content = (language === 'es' ? email.translations?.es : undefined) ?? { subject: email.subject, text: email.message, html: email.html };
      for (let attempt = 1; ; attempt += 1) {
        if (!firstAttempt) await renewLease(db, notificationId, leaseFromNow());
        firstAttempt = false;
        let outcome: AttemptOutcome;
        try {
          await mailer.send({ to: delivery.recipient, ...content });
          outcome = { sent: true, at: now() };
        } catch (error) {
          const final = attempt >= retry.attempts || isPermanent(error);
          outcome = { sent: false, error: describeSendError(error), final };
          log.warn(
            { notificationId, recipient: delivery.recipient, attempt, final, err: error },
            final ? 'e-mail not sent; giving up' : 'e-mail not sent; will retry',
          );
        }
        const done = outcome.sent || outcome.final;
        if (done)
          settled.push({
            id: delivery.id,
            recipient: delivery.recipient,
            status: outcome.sent ? 'sent' : 'failed',
            error: outcome.sent ? null : outcome.error,
          });
        if (done && whole && index === deliveries.length - 1)
          return finished(email, await recordLastAttemptAndComplete(db, email, delivery.id, outcome, settled, now()));
        await recordAttempt(db, delivery.id, outcome);
        if (done) break;
        // The back-off ends early on shutdown, which leaves the e-mail pending for the next start rather than failed.
        await sleep(retry.backoffMs * 2 ** (attempt - 1), undefined, { signal: stopSignal.signal }).catch(() => undefined);
        if (stopping) return release(notificationId);
      }
    }
    return finished(email, await db.transaction(async (tx) => completeEmail(tx, email, await deliveriesOf(tx, email.id), now())));
  }

  function finished(email: EmailRecord, completed: CompletedEmail): CompletedEmail {
    log.info(
      { notificationId: email.id, kind: email.kind, status: completed.status, sentCount: completed.sentCount, failedCount: completed.failedCount },
      'e-mail finished',
    );
    return completed;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  }

  return {
    deliver: (notificationId) => track(claimAndSend(notificationId)),
    deliverClaimed: (claimed) => track(send(claimed, true)),
    async resumePending() {
      if (stopping) return;
      const ids = await findUnclaimedPending(db, now());
      if (ids.length > 0) log.info({ count: ids.length }, 'resuming pending e-mails');
      for (const id of ids) {
        if (stopping) return;
        await track(claimAndSend(id));
      }
    },
    async stop() {
      stopping = true;
      stopSignal.abort();
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
  };
}

/** A 5xx answer (mailbox unknown, message refused) will not change on a retry; anything else may. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

function describeSendError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

// The history rows' side of sending: the lease, each attempt, the completion.

const isFree = (at: Date) => or(isNull(emailNotifications.lockedUntil), lt(emailNotifications.lockedUntil, at));

/**
 * Takes the lease on a pending e-mail so that only one sender (of all replicas) works on it.
 * Returns null when it is done already or someone else holds a live lease.
 */
async function claimEmail(db: Database, id: number, at: Date, leaseUntil: Date): Promise<EmailRecord | null> {
  const [row] = await db
    .update(emailNotifications)
    .set({ lockedUntil: leaseUntil, updatedAt: at })
    .where(and(eq(emailNotifications.id, id), eq(emailNotifications.status, 'pending'), isFree(at)))
    .returning();
  return row ?? null;
}

/** A null lease hands the e-mail back to whoever resumes pending e-mails. */
async function renewLease(db: Database, id: number, leaseUntil: Date | null): Promise<void> {
  await db.update(emailNotifications).set({ lockedUntil: leaseUntil }).where(eq(emailNotifications.id, id));
}

/** Pending e-mails nobody is working on: left behind by a crash, or not yet picked up. */
async function findUnclaimedPending(db: Database, at: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: emailNotifications.id })
    .from(emailNotifications)
    .where(and(eq(emailNotifications.status, 'pending'), isFree(at)))
    .orderBy(asc(emailNotifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function pendingDeliveries(db: Database, notificationId: number): Promise<DeliveryRecord[]> {
  return db
    .select()
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.notificationId, notificationId), eq(emailDeliveries.status, 'pending')))
    .orderBy(asc(emailDeliveries.id));
}

type AttemptOutcome = { sent: true; at: Date } | { sent: false; error: string; final: boolean };

async function recordAttempt(db: Database, deliveryId: number, outcome: AttemptOutcome): Promise<void> {
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

/** A delivery as its e-mail's completion counts it. */
interface SettledDelivery {
  id: number;
  recipient: string;
  status: string;
  error: string | null;
}

async function deliveriesOf(tx: Transaction, notificationId: number): Promise<SettledDelivery[]> {
  return tx.select().from(emailDeliveries).where(eq(emailDeliveries.notificationId, notificationId)).orderBy(asc(emailDeliveries.id));
}

/** What closing an e-mail writes, from its deliveries (any still pending counts as not sent). */
function completionOf(email: EmailRecord, deliveries: SettledDelivery[]) {
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
  // Only an e-mail with secrets in it has its texts rewritten (the secrets taken out); the others keep theirs untouched.
  const redact = (value: string) => (email.redactions ?? []).reduce((text, secret) => (secret ? text.split(secret).join('[link removed]') : text), value);
  const texts = email.redactions?.length ? { subject: redact(email.subject), message: redact(email.message), html: redact(email.html) } : null;
  return { status, sentCount, failedCount, error, texts };
}

/**
 * Closes an e-mail once every delivery is settled: counts, status, the errors for the administrator,
 * and the secrets taken out of its stored content. Runs in the caller's transaction.
 */
async function completeEmail(tx: Transaction, email: EmailRecord, deliveries: SettledDelivery[], at: Date): Promise<CompletedEmail> {
  const { status, sentCount, failedCount, error, texts } = completionOf(email, deliveries);
  await tx
    .update(emailNotifications)
    .set({ status, sentCount, failedCount, error, ...texts, redactions: null, completedAt: at, updatedAt: at, lockedUntil: null })
    .where(eq(emailNotifications.id, email.id));
  return { id: email.id, status, sentCount, failedCount };
}

/**
 * The last delivery's outcome and the e-mail's completion in one statement (atomic as one), where
 * they were an update and a transaction of three more: `settled` holds every delivery of the
 * e-mail, the last one included. A named prepared statement, so neither drizzle nor PostgreSQL
 * builds it for each e-mail; texts are sent only when secrets are taken out of them.
 */
async function recordLastAttemptAndComplete(
  db: Database,
  email: EmailRecord,
  deliveryId: number,
  outcome: AttemptOutcome,
  settled: SettledDelivery[],
  at: Date,
): Promise<CompletedEmail> {
  const { status, sentCount, failedCount, error, texts } = completionOf(
    email,
    [...settled].sort((a, b) => a.id - b.id),
  );
  await db.$client.query({
    ...FINISH_EMAIL,
    values: [
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
    ],
  });
  return { id: email.id, status, sentCount, failedCount };
}

const FINISH_EMAIL = {
  name: 'notification_finish_email',
  text: `with delivery as (
      update ${tableNameOf(emailDeliveries)} set status = $2, attempts = attempts + 1, error = $3, sent_at = coalesce($4::timestamptz, sent_at) where id = $1
    )
    update ${tableNameOf(emailNotifications)}
       set status = $6, sent_count = $7, failed_count = $8, error = $9, completed_at = $10, updated_at = $10, locked_until = null,
           subject = coalesce($11::text, subject), message = coalesce($12::text, message), html = coalesce($13::text, html), redactions = null
     where id = $5`,
};
