import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { now } from '@lunchbox/kit/clock';
import type { Database } from '@lunchbox/kit/db';
import { claimEmail, completeEmail, findUnclaimedPending, pendingDeliveries, recordAttempt, renewLease, type CompletedEmail } from './history/sending.ts';
import type { Mailer } from './mailer.ts';

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

  async function deliverClaimed(notificationId: number): Promise<CompletedEmail | null> {
    const email = await claimEmail(db, notificationId, now(), leaseFromNow());
    if (!email) return null;
    for (const delivery of await pendingDeliveries(db, notificationId)) {
      if (stopping) return release(notificationId);
      for (let attempt = 1; ; attempt += 1) {
        await renewLease(db, notificationId, leaseFromNow());
        try {
          await mailer.send({ to: delivery.recipient, subject: email.subject, text: email.message, html: email.html });
          await recordAttempt(db, delivery.id, { sent: true, at: now() });
          break;
        } catch (error) {
          const reason = describeSendError(error);
          const final = attempt >= retry.attempts || isPermanent(error);
          await recordAttempt(db, delivery.id, { sent: false, error: reason, final });
          log.warn(
            { notificationId, recipient: delivery.recipient, attempt, final, err: error },
            final ? 'e-mail not sent; giving up' : 'e-mail not sent; will retry',
          );
          if (final) break;
          // The back-off ends early on shutdown, which leaves the e-mail pending for the next start rather than failed.
          await sleep(retry.backoffMs * 2 ** (attempt - 1), undefined, { signal: stopSignal.signal }).catch(() => undefined);
          if (stopping) return release(notificationId);
        }
      }
    }
    const completed = await db.transaction((tx) => completeEmail(tx, email, now()));
    log.info(
      { notificationId, kind: email.kind, status: completed.status, sentCount: completed.sentCount, failedCount: completed.failedCount },
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
    deliver: (notificationId) => track(deliverClaimed(notificationId)),
    async resumePending() {
      if (stopping) return;
      const ids = await findUnclaimedPending(db, now());
      if (ids.length > 0) log.info({ count: ids.length }, 'resuming pending e-mails');
      for (const id of ids) {
        if (stopping) return;
        await track(deliverClaimed(id));
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
