import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { EventSource } from 'eventsource';
import type { OrderChange } from '@lunchbox/contracts/order-changes';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { observerPool } from '@lunchbox/kit/testing/postgres';
import { TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, childForm, TEST_MENU_WEEK, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { Browser, newSignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: Thursday the 19th and later can be ordered. */
export const TEST_NOW = '2026-11-18T12:00:00.000Z';

/** The week after TEST_NOW's, with a dish on each of these days; an administrator, Maria with her child Ana, Tom without children. */
export async function boardFixture(system: TestSystem, days: ReadonlyArray<readonly [string, string, string]>) {
  const admin = new Browser(system.url);
  assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
  const items: Record<string, MenuItem> = {};
  for (const [day, name, price] of days) {
    const created = await admin.post('/api/weekly-menu', {
      ...TEST_MENU_WEEK,
      dayOfWeek: day,
      menuItem: name,
      description: `${name}, freshly made`,
      price,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    items[day] = created.body;
  }
  const maria = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
  const tom = await newSignedInParent(system.url, { fullName: 'Tom Reed' });
  const added = await maria.browser.post<Child>('/api/child-profile', childForm());
  assert.equal(added.status, 201);
  const ana = added.body;
  const observer = observerPool(system.databaseUrl, 1);
  try {
    await system.flushOutboxes();
    await waitFor('ordering to know Ana and the menu', async () => {
      const children = await observer.query('select count(*)::int as n from ordering.children where child_id = $1', [ana.id]);
      const known = await observer.query('select count(*)::int as n from ordering.menu_items where item_id = any($1)', [
        Object.values(items).map((item) => item.id),
      ]);
      return children.rows[0].n === 1 && known.rows[0].n === days.length;
    });
  } finally {
    await observer.end();
  }

  /** Maria's checkout of these lunches for Ana, through `via` (her own browser, or one with her cookies on another gateway). */
  async function order(lunches: Array<[MenuItem, string]>, via: Browser = maria.browser): Promise<Array<{ id: number }>> {
    const items = lunches.map(([item, lunchDate]) => cartItem(maria.fields, ana, item, lunchDate));
    const placed = await via.post('/api/checkout', { checkoutId: randomUUID(), items });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    return placed.body.orders;
  }

  return { admin, items, maria, tom, ana, order };
}

/** The admin's board as a browser keeps it: an EventSource (reconnecting by itself) and what it heard: order changes and approved diets. */
export function watchBoard(url: string, cookie: string) {
  const heard: Array<{ id: string; change: OrderChange }> = [];
  const source = new EventSource(new URL('/api/admin/live', url), {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, cookie } }),
  });
  source.addEventListener('order', (event) => heard.push({ id: event.lastEventId, change: JSON.parse(event.data) as OrderChange }));
  const diets: Array<{ childId: number; childName: string; restrictions: string[]; validUntil: string | null }> = [];
  source.addEventListener('diet', (event) => diets.push(JSON.parse(event.data)));
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    setTimeout(() => reject(new Error('the board stream did not open')), 20_000).unref();
  });
  return { source, heard, diets, opened };
}
