import assert from 'node:assert/strict';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import { TEST_ADMIN_CALLER, startSubgraphHarness, type SubgraphHarness } from '@lunchbox/kit/testing/subgraph-harness';
import type { Caller } from '@lunchbox/kit/auth/tokens';
import { menuItemForm } from '../../../infra/test/fixtures.ts';
import { startMenuService } from '../src/main.ts';

export const ITEM_FIELDS = 'id weekStartDate weekEndDate dayOfWeek menuItem description price calories imageUrl isActive';

export const ADMIN: Caller = TEST_ADMIN_CALLER;
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

/** Who asks: a signed-in caller, or nobody (no token at all). */
export type Asker = Caller | null;

/** What menu's tests add to kit's subgraph harness: its seed data and what they read back. */
export interface MenuHarness extends SubgraphHarness {
  /** Creates an item as an administrator would. */
  create(input: Record<string, unknown>): Promise<MenuItemView>;
  /** The stored rows as the database holds them (cents and all). */
  rows(): Promise<StoredRow[]>;
  /** Waits until every event the service committed has reached the observer, and answers them all; there must be exactly `count`. */
  eventsSeen(count: number): Promise<EventEnvelope[]>;
  /** Rows in the outbox, published or not: every change that was committed left one. */
  outboxTypes(): Promise<string[]>;
  /** Deletes every item through the service, as an administrator would (the service keeps its active menu in memory). */
  clear(): Promise<void>;
}

/**
 * The menu service as it runs for real (kit's subgraph harness): a fresh database, the in-process
 * bus or NATS JetStream, its subgraph over HTTP; what it publishes is collected as ordering would see it.
 */
export async function startMenuHarness(options: { bus?: 'in-process' | 'nats'; schoolTimeZone?: string } = {}): Promise<MenuHarness> {
  const harness = await startSubgraphHarness({
    schema: 'menu',
    start: (deps) => startMenuService({ ...deps, settings: { schoolTimeZone: options.schoolTimeZone ?? 'America/Los_Angeles' } }),
    bus: options.bus,
    observe: ['menu.item.upserted', 'menu.item.deleted', 'menu.closure.declared', 'menu.closure.lifted', 'menu.school_closure.declared', 'menu.school_closure.lifted'],
    observerConnections: 10,
  });
  const menu: Omit<MenuHarness, keyof SubgraphHarness> = {
    async create(input) {
      const data = await harness.data<{ createWeeklyMenuItem: MenuItemView }>(
        ADMIN,
        `mutation ($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { ${ITEM_FIELDS} } }`,
        { input },
      );
      return data.createWeeklyMenuItem;
    },
    rows: () =>
      harness.sql<StoredRow & Record<string, unknown>>(
        'select id, week_start_date::text, week_end_date::text, day_of_week, menu_item, description, price_cents, calories, image_url, is_active from menu.weekly_menu_items order by id',
      ),
    async eventsSeen(count) {
      await harness.settle();
      assert.equal(harness.published.length, count, `the events seen: ${JSON.stringify(harness.published)}`);
      return [...harness.published];
    },
    async outboxTypes() {
      return (await harness.sql<{ type: string }>('select type from menu.outbox order by seq')).map((row) => row.type);
    },
    async clear() {
      const { allWeeklyMenuItems } = await harness.data<{ allWeeklyMenuItems: Array<{ id: number }> }>(ADMIN, '{ allWeeklyMenuItems { id } }');
      for (const { id } of allWeeklyMenuItems) await harness.data(ADMIN, `mutation ($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }`, { id });
      // Events still on their way would land in the next test's count.
      await harness.settle();
      await harness.sql('delete from menu.outbox');
      harness.published.length = 0;
    },
  };
  // Assigned onto the harness itself: its `service` is a getter that follows a restart.
  return Object.assign(harness, menu);
}

/** A valid 'Set Menu' form for Monday of the week of 2026-11-23, with any field replaced (the shared fixture). */
export const menuForm = menuItemForm;
