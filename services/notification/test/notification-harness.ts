import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import { signAccessToken, type Caller } from '@lunchbox/kit/auth';
import type { EventBus } from '@lunchbox/kit/bus';
import { createInProcessBus } from '@lunchbox/kit/bus-in-process';
import { connectNatsBus } from '@lunchbox/kit/bus-nats';
import { openServiceDatabase, type ServiceDatabase } from '@lunchbox/kit/db';
import { createLogger } from '@lunchbox/kit/logger';
import type { RunningService } from '@lunchbox/kit/service';
import { startNatsServer, type NatsServer } from '@lunchbox/kit/testing/nats-server';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

const log = createLogger('notification-test');
log.level = process.env.LOG_LEVEL ?? 'error';

export interface HarnessOptions {
  bus: BusKind;
  /** Where mail goes; null means no SMTP (the .eml files of the embedded default). */
  smtpUrl: string | null;
  retry?: MailSettings['retry'];
  /** In-process only: let the bus hand over an event id again (as a redelivery after a crash would). */
  allowRepeatedIds?: boolean;
  /** How long an administrator's send waits before answering with the record as it stands. */
  sendWaitMs?: number;
}

export type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/**
 * The notification service as it runs for real: its own fresh PostgreSQL database, a real bus
 * (in-process, or NATS JetStream through a nats-server of its own) and real mail transport.
 */
export class NotificationHarness {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-notification-'));
  private readonly keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  database!: TestDatabase;
  bus!: EventBus;
  nats: NatsServer | null = null;
  service: RunningService | null = null;
  private observer: ServiceDatabase | null = null;

  readonly options: HarnessOptions;

  constructor(options: HarnessOptions) {
    this.options = options;
  }

  static async start(options: HarnessOptions): Promise<NotificationHarness> {
    const harness = new NotificationHarness(options);
    harness.database = await createTestDatabase();
    if (options.bus === 'nats') {
      harness.nats = await startNatsServer();
      harness.bus = await connectNatsBus({ servers: harness.nats.url, log, retryDelayMs: 100 });
    } else {
      harness.bus = createInProcessBus(log, { retryDelayMs: 50, dedupeWindowMs: options.allowRepeatedIds ? 0 : undefined });
    }
    await harness.startService();
    return harness;
  }

  get mailFolder(): string {
    return path.join(this.dataDir, 'mail');
  }

  async startService(): Promise<RunningService> {
    this.service = await startNotificationService({
      databaseUrl: this.database.url,
      bus: this.bus,
      publicKey: this.keys.publicKey,
      log,
      port: 0,
      mail: {
        smtpUrl: this.options.smtpUrl ?? undefined,
        from: 'Lunchbox <no-reply@lunchbox.test>',
        dataDir: this.dataDir,
        appUrl: 'http://lunchbox.test',
        retry: this.options.retry ?? { attempts: 3, backoffMs: 20 },
        sendWaitMs: this.options.sendWaitMs,
      },
    });
    return this.service;
  }

  async stopService(): Promise<void> {
    await this.service?.stop();
    this.service = null;
  }

  async publish<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<EventEnvelope<T>> {
    const event = createEvent(type, data, occurredAt);
    await this.bus.publish(event);
    return event;
  }

  /** Publishes an event and waits until the service has handled it (its id is in the inbox). */
  async deliver<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<EventEnvelope<T>> {
    const event = await this.publish(type, data, occurredAt);
    await this.waitHandled(event);
    return event;
  }

  /** Direct SQL on the service's database, for what no API shows (tests of what is left after a deletion). */
  async sql<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<R[]> {
    this.observer ??= await openServiceDatabase({ url: this.database.url, schemaName: 'notification', migrationsFolder, poolSize: 2 });
    return (await this.observer.pool.query(text, values)).rows as R[];
  }

  /** Waits until the service's inbox holds the event: its handler committed. */
  async waitHandled(event: EventEnvelope): Promise<void> {
    await waitFor(
      `the service to handle ${event.type} ${event.id}`,
      async () => (await this.sql('select 1 from notification.inbox where event_id = $1', [event.id])).length > 0,
    );
  }

  /**
   * Waits until every e-mail asked for so far is finished (sent or failed): the answers to feedback
   * the service published to itself are handled, and no recorded e-mail is still pending. E-mails
   * that events ask for go out after their handler commits, so a test that counts what the SMTP
   * server received counts from here, or a welcome still on its way lands in its count.
   */
  async untilMailSettled(): Promise<void> {
    await this.service?.flushOutbox();
    await waitFor(
      'every e-mail asked for so far to be sent or to fail',
      async () =>
        (
          await this.sql<{ unhandled: number; pending: number }>(
            `select (select count(*)::int from notification.outbox o
                      where o.type = 'feedback.answered' and not exists (select 1 from notification.inbox i where i.event_id = o.event_id)) as unhandled,
                    (select count(*)::int from notification.email_notifications where status = 'pending') as pending`,
          )
        )[0],
      { until: (counts) => counts?.unhandled === 0 && counts.pending === 0 },
    );
  }

  token(caller: Partial<Caller> = {}): string {
    return signAccessToken({ userId: 1, username: 'admin', isAdmin: true, sessionId: 'test-session', ...caller }, this.keys.privateKey);
  }

  async graphql(query: string, options: { token?: string | null; variables?: Record<string, unknown> } = {}): Promise<GraphQLAnswer> {
    if (!this.service) throw new Error('the service is not running');
    const token = options.token === undefined ? this.token() : options.token;
    const response = await fetch(this.service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables: options.variables }),
    });
    return (await response.json()) as GraphQLAnswer;
  }

  /** Runs an operation that must succeed and answers its data. */
  async ok(query: string, options: { token?: string | null; variables?: Record<string, unknown> } = {}): Promise<Record<string, unknown>> {
    const result = await this.graphql(query, options);
    if (result.errors) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
    return result.data ?? {};
  }

  /** Runs an operation that must fail, and answers its first error's code and message. */
  async refused(
    query: string,
    options: { token?: string | null; variables?: Record<string, unknown> } = {},
  ): Promise<{ code: string | undefined; message: string }> {
    const result = await this.graphql(query, options);
    const first = result.errors?.[0];
    if (!first) throw new Error(`${query.slice(0, 60)}… was not refused: ${JSON.stringify(result.data)}`);
    return { code: first.extensions?.code, message: first.message };
  }

  /** The e-mail history as an administrator sees it. */
  async history(): Promise<HistoryEntry[]> {
    const result = await this.graphql(HISTORY_QUERY);
    if (result.errors) throw new Error(`history query failed: ${JSON.stringify(result.errors)}`);
    return (result.data?.emailNotifications ?? []) as HistoryEntry[];
  }

  /** Polls the history until an entry matches (e-mails finish after their retries). */
  async waitForHistory(predicate: (entry: HistoryEntry) => boolean): Promise<HistoryEntry> {
    const history = await waitFor('a matching e-mail in the history', () => this.history(), { until: (entries) => entries.some(predicate) });
    return history.find(predicate)!;
  }

  async stop(): Promise<void> {
    await this.observer?.close();
    await this.stopService();
    await this.bus.close();
    await this.nats?.stop();
    await this.database.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export const parent = { userId: 7, username: 'jane', email: 'jane.parent@example.org', fullName: 'Jane Parent', phone: '555-123-4567', isAdmin: false };

export function resetUrlWithToken(token: string): string {
  return `http://lunchbox.test/reset-password?token=${token}`;
}

/** An administrator as identity announces them (user.registered with isAdmin). */
export const administrator = { userId: 1, username: 'admin', email: 'admin@lunchbox.test', fullName: 'Ada Admin', phone: '555-000-0001', isAdmin: true };
