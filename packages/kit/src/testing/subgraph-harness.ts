import { generateKeyPairSync } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import { signAccessToken, type Caller } from '../auth/tokens.ts';
import { sameHandlerFor, type EventBus, type Subscription } from '../messaging/bus.ts';
import { createInProcessBus } from '../messaging/bus-in-process.ts';
import { connectNatsBus } from '../messaging/bus-nats.ts';
import { createLogger } from '../process/logger.ts';
import type { RunningService, ServiceDeps } from '../process/service.ts';
import { startNatsServer, type NatsServer } from './nats-server.ts';
import { createTestDatabase, observerPool, type TestDatabase } from './postgres.ts';
import { waitFor } from './wait-for.ts';

/** The administrator most tests ask as (the seeded account of the running system has id 1 too). */
export const TEST_ADMIN_CALLER: Caller = { userId: 1, username: 'admin', isAdmin: true, sessionId: 'admin-session' };

/** Answers are checked field by field against literal expectations, so their shape stays loose. */
export type AnswerData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GraphQLAnswer<T = AnswerData> {
  /** The HTTP status the subgraph answered with. */
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> & { code?: string } }>;
}

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export interface SubgraphHarnessOptions {
  /** The service's own PostgreSQL schema: its inbox and outbox are read there. */
  schema: string;
  /**
   * Starts one process of the service with what the harness made (called again for a restart or a
   * replica); `keys` for a service that signs tokens itself (identity).
   */
  start(deps: ServiceDeps, keys: KeyPair): Promise<RunningService>;
  /** The in-process bus (default), NATS JetStream through a nats-server of the harness's own, or a bus the test made (closed with the harness). */
  bus?: 'in-process' | 'nats' | EventBus;
  /** In-process only: a dedupe window of 0 lets the bus hand over an event id again (as a redelivery after a crash would). */
  dedupeWindowMs?: number;
  /** Events the service publishes that the harness collects in `published`, as another service would receive them. */
  observe?: EventType[];
  /** Connections of the pool the test reads the database through. */
  observerConnections?: number;
  log?: Logger;
}

/**
 * One service as it runs for real, the same way for all four: a fresh PostgreSQL database of its
 * own, a real bus, its subgraph over HTTP and callers with signed tokens. Its own test folder adds
 * only what is particular to it (seed data, the queries it asks often) in a thin layer over this.
 */
export interface SubgraphHarness {
  readonly keys: KeyPair;
  readonly database: TestDatabase;
  readonly databaseUrl: string;
  readonly bus: EventBus;
  readonly nats: NatsServer | null;
  readonly log: Logger;
  /** The service's process the harness started (or restarted); reading it between stopService and startService fails the test. */
  readonly service: RunningService;
  /** Observation only: lets a test read what the service wrote. */
  readonly pool: pg.Pool;
  /** Events of the observed types the service published, in arrival order. */
  readonly published: EventEnvelope[];
  /** A signed access token for the caller, as identity issues them. */
  token(caller: Caller): string;
  /** Asks the subgraph as the caller (null: no token at all), at the first process unless `at` names another. */
  ask<T = AnswerData>(caller: Caller | null, query: string, variables?: Record<string, unknown>, at?: string): Promise<GraphQLAnswer<T>>;
  /** Asks and fails the test with the errors when there are any. */
  data<T = AnswerData>(caller: Caller | null, query: string, variables?: Record<string, unknown>, at?: string): Promise<T>;
  /** Asks what must be refused, and answers the first error's code and message. */
  refused(caller: Caller | null, query: string, variables?: Record<string, unknown>): Promise<{ code: string | undefined; message: string }>;
  /** Publishes an event as its owner would and waits until the service has handled it. */
  publish<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<EventEnvelope<T>>;
  /** Publishes an event without waiting for the service (a test of what happens while it is handled). */
  publishOnly<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<EventEnvelope<T>>;
  /** Waits until the service's inbox holds the event: its handler committed. */
  waitUntilHandled(eventId: string): Promise<void>;
  /** Waits until the service's outbox has been relayed and every observed event it holds has arrived. */
  settle(): Promise<void>;
  /** Direct SQL on the service's database, for what no API shows. */
  sql<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** Starts the service again after stopService (a restart). */
  startService(): Promise<RunningService>;
  /** Another process of the service: the same database and bus, a server of its own; stopped with the harness. */
  startReplica(): Promise<RunningService>;
  stopService(): Promise<void>;
  /** Stops everything, services and pools before the database is dropped (a dropped database ends their connections). */
  stop(): Promise<void>;
}

export async function startSubgraphHarness(options: SubgraphHarnessOptions): Promise<SubgraphHarness> {
  const log = options.log ?? createLogger(`${options.schema}-test`);
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const database = await createTestDatabase();
  let nats: NatsServer | null = null;
  let bus: EventBus;
  if (options.bus === 'nats') {
    nats = await startNatsServer();
    bus = await connectNatsBus({ servers: nats.url, log, retryDelayMs: 100 });
  } else if (options.bus === undefined || options.bus === 'in-process') {
    bus = createInProcessBus(log, { retryDelayMs: 50, dedupeWindowMs: options.dedupeWindowMs });
  } else {
    bus = options.bus;
  }
  const deps: ServiceDeps = { databaseUrl: database.url, bus, publicKey: keys.publicKey, log, port: 0 };
  const replicas: RunningService[] = [];
  let service: RunningService | null = await options.start(deps, keys);
  const pool = observerPool(database.url, options.observerConnections ?? 4);
  const observed = options.observe ?? [];
  const published: EventEnvelope[] = [];
  const observer: Subscription | null =
    observed.length > 0
      ? await bus.subscribe({
          service: `${options.schema}-test-observer`,
          handlers: sameHandlerFor(observed, async (event) => {
            published.push(event);
          }),
        })
      : null;

  const running = (): RunningService => {
    if (!service) throw new Error(`the ${options.schema} service is not running`);
    return service;
  };
  const token = (caller: Caller) => signAccessToken(caller, keys.privateKey);
  const sql = async <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as R[];

  async function ask<T>(caller: Caller | null, query: string, variables: Record<string, unknown> = {}, at?: string): Promise<GraphQLAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (caller) headers.authorization = `Bearer ${token(caller)}`;
    const response = await fetch(at ?? running().url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status'>;
    return { status: response.status, ...body };
  }

  async function waitUntilHandled(eventId: string): Promise<void> {
    await waitFor(
      `${options.schema} to handle event ${eventId}`,
      async () => (await pool.query(`select 1 from ${options.schema}.inbox where event_id = $1`, [eventId])).rowCount,
    );
  }

  async function publishOnly<T extends EventType>(type: T, data: EventData<T>, occurredAt = new Date()): Promise<EventEnvelope<T>> {
    const event = createEvent(type, data, occurredAt);
    await bus.publish(event);
    return event;
  }

  return {
    keys,
    database,
    databaseUrl: database.url,
    bus,
    nats,
    log,
    get service() {
      return running();
    },
    pool,
    published,
    token,
    ask,
    async data<T>(caller: Caller | null, query: string, variables?: Record<string, unknown>, at?: string) {
      const answer = await ask<T>(caller, query, variables, at);
      if (answer.errors?.length || !answer.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(answer.errors)}`);
      return answer.data;
    },
    async refused(caller, query, variables) {
      const answer = await ask(caller, query, variables);
      const first = answer.errors?.[0];
      if (!first) throw new Error(`${query.slice(0, 60)}… was not refused: ${JSON.stringify(answer.data)}`);
      return { code: first.extensions?.code, message: first.message };
    },
    async publish(type, data, occurredAt) {
      const event = await publishOnly(type, data, occurredAt);
      await waitUntilHandled(event.id);
      return event;
    },
    publishOnly,
    waitUntilHandled,
    async settle() {
      await running().flushOutbox();
      const rows = await sql<{ event_id: string }>(`select event_id from ${options.schema}.outbox where type = any($1)`, [observed]);
      await waitFor('the bus to deliver every published event', () => rows.every((row) => published.some((event) => event.id === row.event_id)));
    },
    sql,
    async startService() {
      service = await options.start(deps, keys);
      return service;
    },
    async startReplica() {
      const replica = await options.start(deps, keys);
      replicas.push(replica);
      return replica;
    },
    async stopService() {
      await service?.stop();
      service = null;
    },
    async stop() {
      await observer?.stop();
      for (const replica of replicas) await replica.stop();
      await service?.stop();
      service = null;
      await bus.close();
      await nats?.stop();
      await pool.end();
      await database.drop();
    },
  };
}
