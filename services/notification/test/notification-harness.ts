import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { TEST_ADMIN_CALLER, startSubgraphHarness, type SubgraphHarness } from '@lunchbox/kit/testing/subgraph-harness';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startNotificationService } from '../src/main.ts';
import type { MailSettings } from '../src/config.ts';

export type BusKind = 'in-process' | 'nats';

export interface HistoryEntry {
  id: number;
  kind: string;
  subject: string;
  message: string;
  recipientEmails: string[];
  status: string;
  sentCount: number;
  failedCount: number;
  error: string | null;
  deliveries: Array<{ recipient: string; status: string; attempts: number; error: string | null }>;
}

const HISTORY_QUERY = `query History { emailNotifications { id kind subject message recipientEmails status sentCount failedCount error deliveries { recipient status attempts error } } }`;

export const ADMIN: Caller = TEST_ADMIN_CALLER;

/** A signed-in caller with the given fields (a session id of its own is all the tests leave out). */
export function asCaller(fields: Omit<Caller, 'sessionId'>): Caller {
  return { sessionId: 'test-session', ...fields };
}

export interface HarnessOptions {
  bus: BusKind;
  /** Where mail goes; null means no SMTP (the .eml files of the embedded default). Read at each start. */
  smtpUrl: string | null;
  retry?: MailSettings['retry'];
  /** In-process only: let the bus hand over an event id again (as a redelivery after a crash would). */
  allowRepeatedIds?: boolean;
  /** How long an administrator's send waits before answering with the record as it stands. */
  sendWaitMs?: number;
}

/** What notification's tests add to kit's subgraph harness: its mail settings and the e-mail history. */
export interface NotificationHarness extends SubgraphHarness {
  /** The settings of the next start: a test changes them before startService to restart differently. */
  readonly options: HarnessOptions;
  readonly dataDir: string;
  readonly mailFolder: string;
  /**
   * Waits until every e-mail asked for so far is finished (sent or failed): the answers to feedback
   * the service published to itself are handled, and no recorded e-mail is still pending. E-mails
   * that events ask for go out after their handler commits, so a test that counts what the SMTP
   * server received counts from here, or a welcome still on its way lands in its count.
   */
  untilMailSettled(): Promise<void>;
  /** The e-mail history as an administrator sees it. */
  history(): Promise<HistoryEntry[]>;
  /** Polls the history until an entry matches (e-mails finish after their retries). */
  waitForHistory(predicate: (entry: HistoryEntry) => boolean): Promise<HistoryEntry>;
}

/**
 * The notification service as it runs for real (kit's subgraph harness): its own fresh database, a
 * real bus (in-process, or NATS JetStream through a nats-server of its own) and real mail transport.
 */
export async function startNotificationHarness(options: HarnessOptions): Promise<NotificationHarness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-notification-'));
  const harness = await startSubgraphHarness({
    schema: 'notification',
    start: (deps) =>
      startNotificationService({
        ...deps,
        mail: {
          smtpUrl: options.smtpUrl ?? undefined,
          from: 'Lunchbox <no-reply@lunchbox.test>',
          dataDir,
          appUrl: 'http://lunchbox.test',
          retry: options.retry ?? { attempts: 3, backoffMs: 20 },
          sendWaitMs: options.sendWaitMs,
        },
      }),
    bus: options.bus,
    dedupeWindowMs: options.allowRepeatedIds ? 0 : undefined,
    observerConnections: 2,
  });
  const stopHarness = harness.stop;
  const history = async (): Promise<HistoryEntry[]> => (await harness.data<{ emailNotifications: HistoryEntry[] }>(ADMIN, HISTORY_QUERY)).emailNotifications;
  const notification: Omit<NotificationHarness, keyof SubgraphHarness> & Pick<SubgraphHarness, 'stop'> = {
    options,
    dataDir,
    mailFolder: path.join(dataDir, 'mail'),
    async untilMailSettled() {
      await harness.service.flushOutbox();
      await waitFor(
        'every e-mail asked for so far to be sent or to fail',
        async () =>
          (
            await harness.sql<{ unhandled: number; pending: number }>(
              `select (select count(*)::int from notification.outbox o
                        where o.type = 'feedback.answered' and not exists (select 1 from notification.inbox i where i.event_id = o.event_id)) as unhandled,
                      (select count(*)::int from notification.email_notifications where status = 'pending') as pending`,
            )
          )[0],
        { until: (counts) => counts?.unhandled === 0 && counts.pending === 0 },
      );
    },
    history,
    async waitForHistory(predicate) {
      const entries = await waitFor('a matching e-mail in the history', history, { until: (found) => found.some(predicate) });
      return entries.find(predicate)!;
    },
    async stop() {
      await stopHarness();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Assigned onto the harness itself: its `service` is a getter that follows a restart.
  return Object.assign(harness, notification);
}

export const parent = { userId: 7, username: 'jane', email: 'jane.parent@example.org', fullName: 'Jane Parent', phone: '555-123-4567', isAdmin: false };

export function resetUrlWithToken(token: string): string {
  return `http://lunchbox.test/reset-password?token=${token}`;
}

/** An administrator as identity announces them (user.registered with isAdmin). */
export const administrator = { userId: 1, username: 'admin', email: 'admin@lunchbox.test', fullName: 'Ada Admin', phone: '555-000-0001', isAdmin: true };
