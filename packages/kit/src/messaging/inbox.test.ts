import { afterAll, beforeAll, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { observerPool } from '../testing/postgres.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { createEvent, type EventEnvelope } from '@lunchbox/contracts/events';
import type { Database } from '../db/database.ts';
import { handleOnce } from './inbox.ts';
import { messagingTables } from './messaging-tables.ts';
import { createTestDatabase, type TestDatabase } from '../testing/postgres.ts';

const schema = pgSchema('t_x');
const { inbox } = messagingTables(schema);
const welcomes = schema.table('welcomes', { userId: integer('user_id').notNull(), text: text('text').notNull() });

const DDL = `
  CREATE SCHEMA t_x;
  CREATE TABLE t_x.inbox (event_id uuid PRIMARY KEY, type text NOT NULL, handled_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE t_x.welcomes (user_id integer NOT NULL, text text NOT NULL);
`;

function registered(id: number): EventEnvelope<'user.registered'> {
  return createEvent('user.registered', {
    userId: id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    fullName: `User ${id}`,
    phone: '555-0100',
    isAdmin: false,
  });
}

describe('inbox', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = observerPool(database.url, 4);
    db = drizzle(pool) as Database;
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  beforeEach(async () => {
    await pool.query('DROP SCHEMA IF EXISTS t_x CASCADE');
    await pool.query(DDL);
  });

  const welcome = (event: EventEnvelope<'user.registered'>) => async (tx: Parameters<Parameters<typeof handleOnce>[3]>[0]) => {
    await tx.insert(welcomes).values({ userId: event.data.userId, text: `Welcome, ${event.data.fullName}` });
  };
  const welcomeRows = async () => (await pool.query('SELECT user_id, text FROM t_x.welcomes ORDER BY user_id')).rows;
  const inboxIds = async () => (await pool.query('SELECT event_id FROM t_x.inbox')).rows.map((row: { event_id: string }) => row.event_id);

  test('when the same event is handled twice, then its change happens once and the repeat is reported as skipped', async () => {
    const event = registered(1);
    assert.equal(await handleOnce(db, inbox, event, welcome(event)), true);
    assert.equal(await handleOnce(db, inbox, event, welcome(event)), false);
    assert.deepEqual(await welcomeRows(), [{ user_id: 1, text: 'Welcome, User 1' }]);
    assert.deepEqual(await inboxIds(), [event.id]);
  });

  test('when different events are handled, then each one makes its change', async () => {
    const first = registered(1);
    const second = registered(2);
    assert.equal(await handleOnce(db, inbox, first, welcome(first)), true);
    assert.equal(await handleOnce(db, inbox, second, welcome(second)), true);
    assert.deepEqual(await welcomeRows(), [
      { user_id: 1, text: 'Welcome, User 1' },
      { user_id: 2, text: 'Welcome, User 2' },
    ]);
  });

  test('when the change throws, then neither the change nor the inbox row is kept and a redelivery applies it', async () => {
    const event = registered(1);
    await assert.rejects(
      handleOnce(db, inbox, event, async (tx) => {
        await welcome(event)(tx);
        throw new Error('mail server unreachable');
      }),
      /mail server unreachable/,
    );
    assert.deepEqual(await welcomeRows(), []);
    assert.deepEqual(await inboxIds(), []);

    assert.equal(await handleOnce(db, inbox, event, welcome(event)), true);
    assert.deepEqual(await welcomeRows(), [{ user_id: 1, text: 'Welcome, User 1' }]);
  });

  test('when two replicas handle the same event at the same time, then only one of them applies it', async () => {
    const event = registered(1);
    const slowWelcome = async (tx: Parameters<Parameters<typeof handleOnce>[3]>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await welcome(event)(tx);
    };
    const results = await Promise.all([handleOnce(db, inbox, event, slowWelcome), handleOnce(db, inbox, event, slowWelcome)]);
    assert.deepEqual(results.sort(), [false, true]);
    assert.deepEqual(await welcomeRows(), [{ user_id: 1, text: 'Welcome, User 1' }]);
  });
});
