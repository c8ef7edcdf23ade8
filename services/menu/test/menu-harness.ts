import { generateKeyPairSync } from 'node:crypto';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { EventEnvelope, EventType } from '@lunchbox/contracts/events';
import { signAccessToken, type Caller } from '@lunchbox/kit/auth';
import { sameHandlerFor, type EventBus, type Subscription } from '@lunchbox/kit/bus';
import { createInProcessBus } from '@lunchbox/kit/bus-in-process';
import { connectNatsBus } from '@lunchbox/kit/bus-nats';
import { createLogger } from '@lunchbox/kit/logger';
import type { RunningService } from '@lunchbox/kit/service';
import { startNatsServer, type NatsServer } from '@lunchbox/kit/testing/nats-server';
import { createTestDatabase, type TestDatabase, observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startMenuService } from '../src/main.ts';

const log = createLogger('menu-test');
log.level = process.env.LOG_LEVEL ?? 'error';

export const ITEM_FIELDS = 'id weekStartDate weekEndDate dayOfWeek menuItem description price calories imageUrl isActive';

export const ADMIN: Caller = { userId: 1, username: 'admin', isAdmin: true, sessionId: 'admin-session' };
export const PARENT: Caller = { userId: 7, username: 'jane', isAdmin: false, sessionId: 'parent-session' };

/** A menu item as the graph shows it. */
export interface MenuItemView {
  id: number;
  weekStartDate: string;
  weekEndDate: string;
  dayOfWeek: string;
  menuItem: string;
  description: string;
  price: string;
  calories: string | null;
  imageUrl: string | null;
  isActive: boolean;
}

/** A row as PostgreSQL holds it. */
export interface StoredRow {
  id: number;
  week_start_date: string;
  week_end_date: string;
  day_of_week: string;
  menu_item: string;
  description: string;
  price_cents: number;
  calories: string | null;
  image_url: string | null;
  is_active: boolean;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Who asks: a signed-in caller, or nobody (no token at all). */
export type Asker = Caller | null;

/**
 * The menu service as it runs for real: a fresh PostgreSQL database of its own, a real bus (the
 * in-process one or NATS JetStream through a nats-server of its own) and its subgraph over HTTP.
 * What the service publishes is collected by a consumer of the bus, as ordering would see it.
 */
export class MenuHarness {
  readonly published: EventEnvelope[] = [];
  private readonly keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  private subscription: Subscription | null = null;
  database!: TestDatabase;
  bus!: EventBus;
  nats: NatsServer | null = null;
  service!: RunningService;
  private readonly replicas: RunningService[] = [];
  pool!: pg.Pool;

  static async start(options: { bus?: 'in-process' | 'nats'; schoolTimeZone?: string } = {}): Promise<MenuHarness> {
    const harness = new MenuHarness();
    harness.database = await createTestDatabase();
    if (options.bus === 'nats') {
      harness.nats = await startNatsServer();
      harness.bus = await connectNatsBus({ servers: harness.nats.url, log, retryDelayMs: 100 });
    } else {
      harness.bus = createInProcessBus(log, { retryDelayMs: 50 });
    }
    harness.service = await startMenuService({
      databaseUrl: harness.database.url,
      bus: harness.bus,
      publicKey: harness.keys.publicKey,
      log,
      port: 0,
      settings: { schoolTimeZone: options.schoolTimeZone ?? 'America/Los_Angeles' },
    });
    harness.pool = observerPool(harness.database.url, 10);
    const types: EventType[] = ['menu.item.upserted', 'menu.item.deleted', 'menu.closure.declared', 'menu.closure.lifted'];
    harness.subscription = await harness.bus.subscribe({
      service: 'menu-observer',
      handlers: sameHandlerFor(types, async (event) => {
        harness.published.push(event);
      }),
    });
    return harness;
  }

  /** Another replica of the service: the same database and bus, a server of its own. */
  async startReplica(): Promise<RunningService> {
    const replica = await startMenuService({
      databaseUrl: this.database.url,
      bus: this.bus,
      publicKey: this.keys.publicKey,
      log,
      port: 0,
      settings: { schoolTimeZone: 'America/Los_Angeles' },
    });
    this.replicas.push(replica);
    return replica;
  }

  async ask<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    as: Asker = ADMIN,
    at = this.service.url,
  ): Promise<GraphQLAnswer<T>> {
    const token = as ? signAccessToken(as, this.keys.privateKey) : null;
    const response = await fetch(at, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLAnswer<T>, 'status'>;
    return { status: response.status, ...body };
  }

  /** Asks and fails the test with the errors when there are any. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, as: Asker = ADMIN, at = this.service.url): Promise<T> {
    const answer = await this.ask<T>(query, variables, as, at);
    if (answer.errors?.length || !answer.data) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  async create(input: Record<string, unknown>): Promise<MenuItemView> {
    const data = await this.data<{ createWeeklyMenuItem: MenuItemView }>(
      `mutation ($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { ${ITEM_FIELDS} } }`,
      { input },
    );
    return data.createWeeklyMenuItem;
  }

  /** The stored rows as the database holds them (cents and all). */
  async rows(): Promise<StoredRow[]> {
    const result = await this.pool.query<StoredRow>(
      'select id, week_start_date::text, week_end_date::text, day_of_week, menu_item, description, price_cents, calories, image_url, is_active from menu.weekly_menu_items order by id',
    );
    return result.rows;
  }

  /**
   * Waits until every event the service committed (its outbox rows) has reached the observer, and
   * answers them all; there must be exactly `count`.
   */
  async eventsSeen(count: number): Promise<EventEnvelope[]> {
    await this.untilObserverHasOutbox();
    assert.equal(this.published.length, count, `the events seen: ${JSON.stringify(this.published)}`);
    return [...this.published];
  }

  private async untilObserverHasOutbox(): Promise<void> {
    await this.service.flushOutbox();
    const { rows } = await this.pool.query<{ event_id: string }>('select event_id from menu.outbox');
    await waitFor('the observer to receive every published event', () => rows.every((row) => this.published.some((event) => event.id === row.event_id)));
  }

  /** Rows in the outbox, published or not: every change that was committed left one. */
  async outboxTypes(): Promise<string[]> {
    const result = await this.pool.query('select type from menu.outbox order by seq');
    return result.rows.map((row: { type: string }) => row.type);
  }

  /** Deletes every item through the service, as an administrator would (the service keeps its active menu in memory). */
  async clear(): Promise<void> {
    const { allWeeklyMenuItems } = await this.data<{ allWeeklyMenuItems: Array<{ id: number }> }>('{ allWeeklyMenuItems { id } }');
    for (const { id } of allWeeklyMenuItems) await this.data(`mutation ($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }`, { id });
    // Events still on their way would land in the next test's count.
    await this.untilObserverHasOutbox();
    await this.pool.query('delete from menu.outbox');
    this.published.length = 0;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.pool?.end();
    for (const replica of this.replicas) await replica.stop();
    await this.service?.stop();
    await this.bus?.close();
    await this.nats?.stop();
    await this.database?.drop();
  }
}

/** A valid 'Set Menu' form for Monday of the week of 2026-11-23, with any field replaced. */
export function menuForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    weekStartDate: '2026-11-23',
    weekEndDate: '2026-11-27',
    dayOfWeek: 'Monday',
    menuItem: 'Veggie Pasta',
    description: 'Penne with tomato sauce',
    price: '7.50',
    calories: '350-450',
    imageUrl: 'https://images.example.org/pasta.jpg',
    ...overrides,
  };
}
