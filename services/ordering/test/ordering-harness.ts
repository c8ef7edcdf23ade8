import { generateKeyPairSync, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createEvent, type EventData, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import { signAccessToken, type Caller } from '@lunchbox/kit/auth';
import { sameHandlerFor } from '@lunchbox/kit/bus';
import { createInProcessBus, type InProcessBus } from '@lunchbox/kit/bus-in-process';
import { createLogger } from '@lunchbox/kit/logger';
import type { RunningService } from '@lunchbox/kit/service';
import { createTestDatabase, type TestDatabase, observerPool } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import type { OrderingSettings } from '../src/config.ts';
import { startOrderingService } from '../src/main.ts';

/**
 * The ordering service as it runs in production: its own schema in a real PostgreSQL, the real
 * in-process bus, its subgraph over HTTP. Children and menu items reach it only as identity's and
 * menu's events on the bus, as in the running system.
 */

export const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export const SCHOOL_TIMEZONE = 'America/Los_Angeles';

export const testSettings: OrderingSettings = {
  schoolTimeZone: SCHOOL_TIMEZONE,
  paypalUrl: 'https://www.paypal.com/paypalme/lunchbox-test',
  zelleUrl: 'https://www.zellepay.com/pay/lunchbox-test',
  publicUrl: 'http://lunchbox.test',
  calendarSecret: 'a-calendar-secret-for-the-ordering-tests',
  reminderSweepMs: 100,
  standingOrdersAt: { weekday: 'Wednesday', hour: 18, minute: 0 },
  remindersAt: { weekday: 'Thursday', hour: 12, minute: 0 },
};

export const callers = {
  maria: { userId: 7, username: 'maria', isAdmin: false, sessionId: 'session-maria' },
  tom: { userId: 8, username: 'tom', isAdmin: false, sessionId: 'session-tom' },
  admin: { userId: 1, username: 'admin', isAdmin: true, sessionId: 'session-admin' },
} satisfies Record<string, Caller>;

/** Answers are checked field by field against literal expectations, so their shape stays loose. */

export type AnswerData = Record<string, any>;

export interface GraphQLAnswer<T = AnswerData> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

export interface OrderingHarness {
  url: string;
  /** The service's database, for a test that starts a second process on it (a restart, a replica). */
  databaseUrl: string;
  bus: InProcessBus;
  service: RunningService;
  /** Observation only: lets a test count what the service wrote. */
  pool: pg.Pool;
  /** Events the service published on the bus, as another service would receive them. */
  published: EventEnvelope[];
  ask<T = AnswerData>(caller: Caller | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  /** Publishes an event as its owner would and waits until the ordering service has handled it. */
  publish<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<EventEnvelope<T>>;
  waitUntilHandled(eventId: string): Promise<void>;
  /** Waits until the service's outbox is empty and the bus has delivered what it published. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const OBSERVED_TYPES: EventType[] = [
  'order.placed',
  'order.cancelled',
  'checkout.payment_reminder_due',
  'order.allergen_flagged',
  'standing_order.unplaced',
  'reminder.due',
  'top_up.decided',
  'balance.low',
];

export async function startOrderingHarness(options: { bus?: InProcessBus } = {}): Promise<OrderingHarness> {
  const log = createLogger('ordering-test');
  const database: TestDatabase = await createTestDatabase();
  const bus = options.bus ?? createInProcessBus(log);
  const service = await startOrderingService({ databaseUrl: database.url, bus, publicKey: keys.publicKey, log, port: 0, settings: testSettings });
  const pool = observerPool(database.url, 2);
  const published: EventEnvelope[] = [];
  const observer = await bus.subscribe({
    service: 'test-observer',
    handlers: sameHandlerFor(OBSERVED_TYPES, async (event) => {
      published.push(event);
    }),
  });

  async function waitUntilHandled(eventId: string): Promise<void> {
    await waitFor(
      `ordering to handle event ${eventId}`,
      async () => (await pool.query('select 1 from ordering.inbox where event_id = $1', [eventId])).rowCount,
    );
  }

  return {
    url: service.url,
    databaseUrl: database.url,
    bus,
    service,
    pool,
    published,
    async ask(caller, query, variables = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (caller) headers.authorization = `Bearer ${signAccessToken(caller, keys.privateKey)}`;
      const response = await fetch(service.url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as GraphQLAnswer<never>;
    },
    async publish(type, data, occurredAt = new Date()) {
      const event = createEvent(type, data, occurredAt);
      await bus.publish(event);
      await waitUntilHandled(event.id);
      return event;
    },
    waitUntilHandled,
    async settle() {
      await service.flushOutbox();
      const { rows } = await pool.query<{ event_id: string }>('select event_id from ordering.outbox where type = any($1)', [OBSERVED_TYPES]);
      await waitFor('the bus to deliver every published event', () => rows.every((row) => published.some((event) => event.id === row.event_id)));
    },
    async stop() {
      await observer.stop();
      await service.stop();
      await bus.close();
      await pool.end();
      await database.drop();
    },
  };
}

let nextId = 100;
/** A fresh id for children and menu items made up by a test. */
export function newId(): number {
  nextId += 1;
  return nextId;
}

export function childData(userId: number, name: string, overrides: Partial<EventData<'child.upserted'>> = {}): EventData<'child.upserted'> {
  return { childId: newId(), userId, name, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4', allergies: [], diets: [], ...overrides };
}

export function menuItemData(
  weekStartDate: string,
  dayOfWeek: string,
  menuItem: string,
  priceCents: number,
  overrides: Partial<EventData<'menu.item.upserted'>> = {},
): EventData<'menu.item.upserted'> {
  const [year, month, day] = weekStartDate.split('-').map(Number) as [number, number, number];
  const weekEndDate = new Date(Date.UTC(year, month - 1, day + 4)).toISOString().slice(0, 10);
  return {
    itemId: newId(),
    weekStartDate,
    weekEndDate,
    dayOfWeek,
    menuItem,
    description: `${menuItem}, freshly made`,
    priceCents,
    calories: '350-450',
    imageUrl: null,
    isActive: true,
    allergens: [],
    dietTags: [],
    nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
    ...overrides,
  };
}

/** A cart item as the browser keeps it (parent-app.md section 3). */
export function cartItem(
  child: { name: string; school?: string; grade?: string; teacher?: string },
  item: { itemId: number; menuItem: string; priceCents: number },
  lunchDate: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: randomUUID(),
    childName: child.name,
    parentName: 'Maria Lopez',
    email: 'maria@example.org',
    phone: '555-123-4567',
    school: child.school ?? 'Sutter Elementary',
    grade: child.grade ?? '3',
    teacher: child.teacher ?? 'Room 4',
    lunchDate,
    lunchOptions: [item.menuItem],
    weeklyMenuItemIds: [item.itemId],
    totalAmount: item.priceCents / 100,
    notes: '',
    addedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export const ORDER_FIELDS =
  'id userId childId checkoutId weeklyMenuItemId childName parentName email phone school grade teacher lunchDate lunchOptions notes totalAmount paymentStatus isPaid status creditedAmount creditAmount paymentReference createdAt';

export const CHECKOUT_MUTATION = `mutation ($checkoutId: String, $items: [CartItemInput]) {
  checkout(checkoutId: $checkoutId, items: $items) { checkoutId paymentReference replayed totalAmount creditApplied amountDue orders { ${ORDER_FIELDS} } }
}`;

export async function countRows(
  pool: pg.Pool,
  table: 'lunch_orders' | 'checkouts' | 'outbox' | 'children' | 'credit_entries',
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count from ordering.${table} where ${where}`, params);
  return rows[0]!.count;
}
