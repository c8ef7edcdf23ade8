// One e-mail from its record to the SMTP server: the sender holding its lease sends it to each
// recipient still waiting, retrying each, and closes its record as sent, partial or failed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { now } from '@lunchbox/kit/process/clock';
import { inSpan, SpanKind, tracerOf } from '@lunchbox/kit/observability/tracing';
import type { Database } from '@lunchbox/kit/db/database';
import { languagesOfAddresses } from '../read-models/users.ts';
import type { CompletedEmail, SettledDelivery } from './email-completion.ts';
import { leaseFrom } from './email-lease.ts';
import type { EmailRecord } from './history/records.ts';
import type { Mailer } from './mailer.ts';
import {
  claimEmail,
  completeEmail,
  pendingDeliveries,
  recordAttempt,
  recordLastAttemptsAndComplete,
  renewLease,
  type AttemptOutcome,
  type EmailFinish,
  type LeasedEmail,
} from './mail-repository.ts';
import { backoffAfter, describeSendError, isFinalFailure, type RetryPolicy } from './send-retries.ts';

export interface EmailSender {
  /**
   * Takes the lease on a recorded e-mail and sends it to each of its recipients still waiting,
   * retrying each a few times, then closes its record as sent, partial or failed (what the
   * administrator's history shows). Send failures end up in the record, not as a rejection; it
   * rejects only when the database fails. Resolves with null when the e-mail is done already,
   * another sender holds it, or shutdown interrupted it (it then stays pending for the next start).
   */
  deliver(notificationId: number): Promise<CompletedEmail | null>;
  /** The same for an e-mail whose lease this sender took when it recorded it (an event's e-mail). */
  sendLeased(leased: LeasedEmail): Promise<CompletedEmail | null>;
  /**
   * sendLeased for a caller that needs no outcome (a confirmation in a rush): resolves once the
   * recipients have the e-mail, and its record is closed after that, in one statement with the other
   * e-mails' that finish meanwhile (stop() waits for it). A failed close is logged; the lease then
   * runs out and the e-mail is resumed, as when the process dies between the two.
   */
  handOver(leased: LeasedEmail): Promise<void>;
  /** True once stopTaking() or stop() was called: nothing new is started. */
  readonly stopping: boolean;
  /**
   * From now on no e-mail is started (one asked for stays pending, its lease released, for the next
   * start or another replica) and no retry waits; the sends under way go on to their recorded end.
   */
  stopTaking(): void;
  /** Stops retrying (unfinished e-mails stay pending for the next start) and waits for the sends under way. */
  stop(): Promise<void>;
}

/**
 * How long a handed-over e-mail's close waits for others: as long as the outbox relay gathers the
 * events committed meanwhile (a process that dies in it sends the e-mail again when the lease runs
 * out, as one that dies between the send and the close always did).
 */
const CLOSE_GATHER_MS = 20;

interface Settle<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function createEmailSender(deps: { db: Database; mailer: Mailer; log: Logger; retry: RetryPolicy }): EmailSender {
  const { db, mailer, log, retry } = deps;
  // Each hand-over to the SMTP server is a span of the trace that asked for the e-mail (an event's consumer, a request).
  const tracer = tracerOf('notification');
  const underWay = new Set<Promise<unknown>>();
  let stopping = false;
  const stopSignal = new AbortController();

  /** Hands an unfinished e-mail back, for whoever resumes pending e-mails next. */
  async function release(notificationId: number): Promise<null> {
    await renewLease(db, notificationId, null);
    return null;
  }

  async function claimAndSend(notificationId: number): Promise<CompletedEmail | null> {
    if (stopping) return null;
    const email = await claimEmail(db, notificationId, now(), leaseFrom(now()));
    if (!email) return null;
    return send({ email, deliveries: await pendingDeliveries(db, notificationId) }, false);
  }

  /**
   * Sends the pending deliveries of an e-mail whose lease was just taken. `whole`: they are all of its
   * deliveries (it was just recorded), so the last outcome and the record's completion go in one
   * statement, counted from what this send saw; a resumed e-mail may have deliveries settled before,
   * and its completion counts them from the table.
   */
  async function send({ email, deliveries }: LeasedEmail, whole: boolean, onSent?: () => void): Promise<CompletedEmail | null> {
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
      const listUnsubscribe = email.listUnsubscribe;
      for (let attempt = 1; ; attempt += 1) {
        if (!firstAttempt) await renewLease(db, notificationId, leaseFrom(now()));
        firstAttempt = false;
        let outcome: AttemptOutcome;
        try {
          await inSpan(tracer, 'smtp send', { kind: SpanKind.CLIENT }, () => mailer.send({ to: delivery.recipient, ...content, listUnsubscribe }));
          outcome = { sent: true, at: now() };
        } catch (error) {
          const final = isFinalFailure(retry, attempt, error);
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
        if (done && whole && index === deliveries.length - 1) {
          onSent?.();
          return finishTogether({ email, deliveryId: delivery.id, outcome, settled, at: now() }, onSent !== undefined);
        }
        await recordAttempt(db, delivery.id, outcome);
        if (done) break;
        // The back-off ends early on shutdown, which leaves the e-mail pending for the next start rather than failed.
        await sleep(backoffAfter(retry, attempt), undefined, { signal: stopSignal.signal }).catch(() => undefined);
        if (stopping) return release(notificationId);
      }
    }
    return finished(email, await completeEmail(db, email, now()));
  }

  /** E-mails sent whose records wait for the statement under way to close them; they go in the next one together. */
  let waiting: Array<{ finish: EmailFinish; written: Settle<CompletedEmail> }> = [];
  let closing: Promise<void> | null = null;

  /**
   * Closes a just-sent e-mail's record, together with the others that finish meanwhile: those that
   * finish while a statement is under way go in the next one. A handed-over e-mail (`gather`: no one
   * waits for its close) waits CLOSE_GATHER_MS for the ones sent just after it, and so does each
   * statement after it, so that a rush's confirmations, which the bus hands over one after another,
   * share a round trip and a commit.
   */
  function finishTogether(finish: EmailFinish, gather: boolean): Promise<CompletedEmail> {
    return new Promise<CompletedEmail>((resolve, reject) => {
      waiting.push({ finish, written: { resolve, reject } });
      closing ??= closeWaiting(gather);
    }).then((completed) => finished(finish.email, completed));
  }

  async function closeWaiting(gather: boolean): Promise<void> {
    while (waiting.length > 0) {
      // Before each statement, not only the first: those that finished while one was under way were
      // otherwise closed as soon as it was done, nearly one statement for every two confirmations.
      if (gather) await sleep(CLOSE_GATHER_MS);
      const batch = waiting;
      waiting = [];
      try {
        const completed = await recordLastAttemptsAndComplete(
          db,
          batch.map(({ finish }) => finish),
        );
        for (const [index, { written }] of batch.entries()) written.resolve(completed[index]!);
      } catch (error) {
        for (const { written } of batch) written.reject(error);
      }
    }
    closing = null;
  }

  function handOver(leased: LeasedEmail): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let sent = false;
      const markSent = () => {
        sent = true;
        resolve();
      };
      track(send(leased, true, markSent)).then(
        () => resolve(),
        (error: unknown) => {
          // Before the recipients have it, the failure is the caller's, as sendLeased's; after, the close failed alone.
          if (sent) log.error({ err: error, notificationId: leased.email.id }, 'e-mail sent but its record not closed; it is resumed when its lease runs out');
          reject(error);
        },
      );
    });
  }

  function finished(email: EmailRecord, completed: CompletedEmail): CompletedEmail {
    log.info(
      { notificationId: email.id, kind: email.kind, status: completed.status, sentCount: completed.sentCount, failedCount: completed.failedCount },
      'e-mail finished',
    );
    return completed;
  }

  function stopTaking(): void {
    stopping = true;
    stopSignal.abort();
  }

  function track<T>(work: Promise<T>): Promise<T> {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  }

  return {
    deliver: (notificationId) => track(claimAndSend(notificationId)),
    sendLeased: (leased) => track(send(leased, true)),
    handOver,
    get stopping() {
      return stopping;
    },
    stopTaking,
    async stop() {
      stopTaking();
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
  };
}
