import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createInProcessBus } from '@lunchbox/kit/bus-in-process';
import { createLogger } from '@lunchbox/kit/logger';
import type { RunningService } from '@lunchbox/kit/service';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { startMenuService } from '../src/main.ts';
import { weeklyMenuItems } from '../src/db/schema.ts';

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

async function ask(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  assert.equal(response.status, 200);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('menu subgraph', () => {
  let database: TestDatabase;
  let service: RunningService;
  let pool: pg.Pool;
  const log = createLogger('menu-test');
  const bus = createInProcessBus(log);
  const ids: Record<string, number> = {};

  before(async () => {
    database = await createTestDatabase();
    service = await startMenuService({ databaseUrl: database.url, bus, publicKey, log, port: 0 });
    pool = new pg.Pool({ connectionString: database.url });
    const rows = await drizzle(pool)
      .insert(weeklyMenuItems)
      .values([
        { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27', dayOfWeek: 'Monday', menuItem: 'Veggie Pasta', description: 'Penne, tomato', priceCents: 550, calories: '350-450' },
        { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27', dayOfWeek: 'Tuesday', menuItem: 'Retired Tacos', description: '', priceCents: 600, isActive: false },
      ])
      .returning({ id: weeklyMenuItems.id, menuItem: weeklyMenuItems.menuItem });
    for (const row of rows) ids[row.menuItem] = row.id;
  });

  after(async () => {
    await pool?.end();
    await service?.stop();
    await bus.close();
    await database?.drop();
  });

  test('when a parent asks for the active menu, then only active items come back with their price as decimal text', async () => {
    const answer = await ask(service.url, '{ activeWeeklyMenuItems { id weekStartDate weekEndDate dayOfWeek menuItem description price calories imageUrl isActive } }');
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data?.activeWeeklyMenuItems, [
      {
        id: ids['Veggie Pasta'],
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: 'Monday',
        menuItem: 'Veggie Pasta',
        description: 'Penne, tomato',
        price: '5.50',
        calories: '350-450',
        imageUrl: null,
        isActive: true,
      },
    ]);
  });

  test('when the gateway resolves menu item references, then each known id gives its item and an unknown one gives null', async () => {
    const answer = await ask(
      service.url,
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on WeeklyMenuItem { id menuItem price isActive } } }',
      {
        representations: [
          { __typename: 'WeeklyMenuItem', id: ids['Retired Tacos'] },
          { __typename: 'WeeklyMenuItem', id: 999_999 },
        ],
      },
    );
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data?._entities, [{ id: ids['Retired Tacos'], menuItem: 'Retired Tacos', price: '6.00', isActive: false }, null]);
  });

  test('when the service is up, then its health and readiness endpoints say so', async () => {
    const base = service.url.replace(/\/graphql$/, '');
    assert.equal((await fetch(`${base}/healthz`)).status, 200);
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
  });
});
