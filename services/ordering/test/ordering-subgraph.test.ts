import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { signAccessToken, type Caller } from '@lunchbox/kit/auth';
import { createInProcessBus } from '@lunchbox/kit/bus-in-process';
import { createLogger } from '@lunchbox/kit/logger';
import type { RunningService } from '@lunchbox/kit/service';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { startOrderingService } from '../src/main.ts';
import { lunchOrders } from '../src/db/schema.ts';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const parent: Caller = { userId: 7, username: 'maria', isAdmin: false, sessionId: 'session-maria' };
const otherParent: Caller = { userId: 8, username: 'tom', isAdmin: false, sessionId: 'session-tom' };
const admin: Caller = { userId: 1, username: 'admin', isAdmin: true, sessionId: 'session-admin' };

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function ask(url: string, caller: Caller | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller) headers.authorization = `Bearer ${signAccessToken(caller, keys.privateKey)}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as Answer;
}

const order = (userId: number, childName: string, lunchDate: string, menuItem: string, totalCents: number) => ({
  userId,
  childName,
  parentName: userId === 7 ? 'Maria Lopez' : 'Tom Reed',
  email: userId === 7 ? 'maria@example.org' : 'tom@example.org',
  phone: '555-123-4567',
  school: 'Sutter Elementary',
  grade: '3',
  teacher: 'Room 4',
  lunchDate,
  lunchOptions: [menuItem],
  totalCents,
});

const userOrdersQuery =
  'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id orders { childName lunchDate } } } }';

describe('ordering subgraph', () => {
  let database: TestDatabase;
  let service: RunningService;
  let pool: pg.Pool;
  const log = createLogger('ordering-test');
  const bus = createInProcessBus(log);
  const ids: Record<string, number> = {};

  before(async () => {
    database = await createTestDatabase();
    service = await startOrderingService({ databaseUrl: database.url, bus, publicKey: keys.publicKey, log, port: 0 });
    pool = new pg.Pool({ connectionString: database.url });
    const rows = await drizzle(pool)
      .insert(lunchOrders)
      .values([
        order(7, 'Ana', '2026-11-23', 'Veggie Pasta', 550),
        order(7, 'Ana', '2026-11-25', 'Chicken Wrap', 625),
        order(8, 'Ben', '2026-11-24', 'Veggie Pasta', 550),
      ])
      .returning({ id: lunchOrders.id, childName: lunchOrders.childName, lunchDate: lunchOrders.lunchDate });
    for (const row of rows) ids[`${row.childName} ${row.lunchDate}`] = row.id;
  });

  after(async () => {
    await pool?.end();
    await service?.stop();
    await bus.close();
    await database?.drop();
  });

  test('when a signed-in parent asks for their lunch orders, then they get only their own, newest lunch first', async () => {
    const answer = await ask(service.url, parent, '{ myLunchOrders { id childName lunchDate lunchOptions totalAmount paymentStatus isPaid } }');
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data?.myLunchOrders, [
      { id: ids['Ana 2026-11-25'], childName: 'Ana', lunchDate: '2026-11-25', lunchOptions: ['Chicken Wrap'], totalAmount: '6.25', paymentStatus: 'pending', isPaid: false },
      { id: ids['Ana 2026-11-23'], childName: 'Ana', lunchDate: '2026-11-23', lunchOptions: ['Veggie Pasta'], totalAmount: '5.50', paymentStatus: 'pending', isPaid: false },
    ]);
  });

  test('when nobody is signed in, then the lunch orders are refused as not authenticated', async () => {
    const answer = await ask(service.url, null, '{ myLunchOrders { id } }');
    assert.equal(answer.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(answer.data, null);
  });

  test('when the gateway resolves an order reference for its owner, then the order comes back', async () => {
    const answer = await ask(
      service.url,
      parent,
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on LunchOrder { id childName totalAmount } } }',
      { representations: [{ __typename: 'LunchOrder', id: ids['Ana 2026-11-23'] }] },
    );
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data?._entities, [{ id: ids['Ana 2026-11-23'], childName: 'Ana', totalAmount: '5.50' }]);
  });

  test("when the gateway asks for a user's orders, then the parent and an administrator get them and another parent is refused", async () => {
    const variables = { representations: [{ __typename: 'User', id: 7 }] };
    const own = await ask(service.url, parent, userOrdersQuery, variables);
    assert.equal(own.errors, undefined);
    assert.deepEqual(own.data?._entities, [
      {
        id: 7,
        orders: [
          { childName: 'Ana', lunchDate: '2026-11-25' },
          { childName: 'Ana', lunchDate: '2026-11-23' },
        ],
      },
    ]);

    const byAdmin = await ask(service.url, admin, userOrdersQuery, variables);
    assert.deepEqual(byAdmin.data?._entities, own.data?._entities);

    const byOther = await ask(service.url, otherParent, userOrdersQuery, variables);
    assert.equal(byOther.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(JSON.stringify(byOther.data ?? null).includes('Ana'), false);
  });
});
