import type pg from 'pg';
import type { EventData, EventType } from '@lunchbox/contracts/events';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { EventBus } from '@lunchbox/kit/messaging/bus';
import { startSubgraphHarness, type SubgraphHarness } from '@lunchbox/kit/testing/subgraph-harness';
import { cartItem as cartItemFixture } from '../../../infra/test/fixtures.ts';
import type { OrderingSettings } from '../src/config.ts';
import { startOrderingService } from '../src/main.ts';

/**
 * The ordering service as it runs in production (kit's subgraph harness): its own schema in a real
 * PostgreSQL, the real in-process bus, its subgraph over HTTP. Children and menu items reach it only
 * as identity's and menu's events on the bus, as in the running system; this file adds ordering's
 * own seed data over the shared harness.
 */

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

export type OrderingHarness = SubgraphHarness;

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

/** `bus`: one the test made (a dedupe window of its choosing); by default a fresh in-process bus. */
export function startOrderingHarness(options: { bus?: EventBus } = {}): Promise<OrderingHarness> {
  return startSubgraphHarness({
    schema: 'ordering',
    start: (deps) => startOrderingService({ ...deps, settings: testSettings }),
    bus: options.bus,
    observe: OBSERVED_TYPES,
    observerConnections: 2,
  });
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

/** A cart item as the browser keeps it (the shared fixture), Maria's, for a child and menu item made up by a test. */
export function cartItem(
  child: { name: string; school?: string; grade?: string; teacher?: string },
  item: { itemId: number; menuItem: string; priceCents: number },
  lunchDate: string,
  overrides: Record<string, unknown> = {},
) {
  return cartItemFixture(
    MARIA,
    { name: child.name, school: child.school ?? 'Sutter Elementary', grade: child.grade ?? '3', teacher: child.teacher ?? 'Room 4' },
    { id: item.itemId, menuItem: item.menuItem, price: String(item.priceCents / 100) },
    lunchDate,
    { addedAt: '2026-11-18T10:00:00.000Z', ...overrides },
  );
}

const MARIA = { fullName: 'Maria Lopez', email: 'maria@example.org', phone: '555-123-4567' };

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
