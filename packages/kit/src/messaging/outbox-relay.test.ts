import { afterAll, afterEach, beforeAll, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { observerPool } from '../testing/postgres.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { createEvent, type EventEnvelope } from '@lunchbox/contracts/events';
import type { EventBus } from './bus.ts';
import { createInProcessBus } from './bus-in-process.ts';
import type { Database } from '../db/database.ts';
import { messagingTables } from './messaging-tables.ts';
import { enqueueEvents } from './outbox-writer.ts';
import { type OutboxRelay, prunePublished, startOutboxRelay } from './outbox-relay.ts';
import { createTestDatabase, type TestDatabase } from '../testing/postgres.ts';
import { waitFor } from '../testing/wait-for.ts';

const schema = pgSchema('t_x');
const { outbox } = messagingTables(schema);
const users = schema.table('users', { id: integer('id').primaryKey(), name: text('name').notNull() });

const log = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

const DDL = `
  CREATE SCHEMA t_x;
  CREATE TABLE t_x.outbox (
    seq bigserial PRIMARY KEY,
    event_id uuid NOT NULL UNIQUE,
    type text NOT NULL,
    envelope jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz
  );
  CREATE TABLE t_x.users (id integer PRIMARY KEY, name text NOT NULL);
`;

function registered(id: number): EventEnvelope {
  return createEvent('user.registered', {
    userId: id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    fullName: `User ${id}`,
    phone: '555-0100',
    isAdmin: false,
  });
}

/** The real in-process bus behind a switch that makes it refuse publishes, as a broker that is down would. */
function switchableBus(inner: EventBus) {
  const state = { down: false, failAfter: Infinity, attempts: 0 };
  const bus: EventBus = {
    kind: inner.kind,
    async publish(event) {
      state.attempts += 1;
      if (state.down) throw new Error('bus unavailable');
      if (state.failAfter <= 0) {
        state.down = true;
        throw new Error('bus went away');
      }
      state.failAfter -= 1;
      await inner.publish(event);
    },
    subscribe: (options) => inner.subscribe(options),
    close: () => inner.close(),
  };
  return { bus, state };
}

describe('outbox relay', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  let inner: EventBus;
  let bus: ReturnType<typeof switchableBus>;
  let received: string[];
  let relay: OutboxRelay | undefined;

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
    inner = createInProcessBus(log, { retryDelayMs: 20 });
    bus = switchableBus(inner);
    received = [];
    await inner.subscribe({ service: 'listener', handlers: { 'user.registered': async (event) => void received.push(event.id) } });
  });

  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await inner.close();
  });

  const start = () => (relay = startOutboxRelay({ db, outbox, bus: bus.bus, log, pollMs: 20 }));
  const unpublishedCount = async () => (await pool.query('SELECT count(*)::int AS n FROM t_x.outbox WHERE published_at IS NULL')).rows[0].n as number;

  /**
   * Absence cannot be waited for, so this waits for a marker instead: once every row is marked
   * published the relay sends nothing more, and the listener's queue is first in, first out, so a
   * duplicate the relay sent would arrive before a marker published after it.
   */
  async function everythingDelivered(): Promise<void> {
    await waitFor('every outbox row is marked published', async () => (await unpublishedCount()) === 0);
    const marker = registered(999_999);
    await inner.publish(marker);
    await waitFor('the marker arrives', () => received.includes(marker.id));
    received.splice(received.indexOf(marker.id), 1);
  }

  async function register(id: number, events: EventEnvelope[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id, name: `User ${id}` });
      await enqueueEvents(tx, outbox, events);
    });
  }

  test('when the transaction that enqueued an event rolls back, then the event is never published', async () => {
    const relay = start();
    const event = registered(1);
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ id: 1, name: 'User 1' });
        await enqueueEvents(tx, outbox, [event]);
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    const kept = registered(2);
    await register(2, [kept]);
    await relay.flush();
    await waitFor('the committed event arrives', () => received.length === 1);
    await everythingDelivered();
    assert.deepEqual(received, [kept.id]);
    assert.deepEqual((await pool.query('SELECT event_id FROM t_x.outbox')).rows, [{ event_id: kept.id }]);
    assert.deepEqual((await pool.query('SELECT id FROM t_x.users')).rows, [{ id: 2 }]);
  });

  test('when events are committed, then they are published in commit order and marked published', async () => {
    const first = [registered(1), registered(101)];
    const second = [registered(2)];
    const third = [registered(3), registered(103), registered(203)];
    await register(1, first);
    await register(2, second);
    await register(3, third);
    assert.equal(await unpublishedCount(), 6);

    const relay = start();
    await relay.flush();
    const expected = [...first, ...second, ...third].map((event) => event.id);
    await waitFor('all six arrive', () => received.length === 6);
    assert.deepEqual(received, expected);
    assert.equal(await unpublishedCount(), 0);
    const rows = await db.select({ eventId: outbox.eventId, publishedAt: outbox.publishedAt }).from(outbox).orderBy(asc(outbox.seq));
    assert.deepEqual(
      rows.map((row) => row.eventId),
      expected,
    );
    assert.ok(rows.every((row) => row.publishedAt instanceof Date));
  });

  test('when published rows are older than the retention, then pruning removes them and keeps what is unpublished or recent', async () => {
    await register(1, [registered(1)]);
    await register(2, [registered(2)]);
    const relay = start();
    await relay.flush();
    await relay.stop();
    await pool.query("UPDATE t_x.outbox SET published_at = now() - interval '2 hours' WHERE event_id = (SELECT event_id FROM t_x.outbox ORDER BY seq LIMIT 1)");
    const waiting = registered(3);
    await register(3, [waiting]);

    await prunePublished(db, outbox, 1);

    const left = (await pool.query('SELECT event_id, published_at IS NULL AS unpublished FROM t_x.outbox ORDER BY seq')).rows;
    assert.equal(left.length, 2);
    assert.deepEqual(
      left.map((row) => row.unpublished),
      [false, true],
    );
    assert.equal(left[1].event_id, waiting.id);
  });

  test('when the relay is nudged after a commit, then the event goes out without waiting for the next poll', async () => {
    relay = startOutboxRelay({ db, outbox, bus: bus.bus, log, pollMs: 60_000 });
    await relay.flush();
    const event = registered(7);
    await register(7, [event]);
    relay.nudge();
    // Well within the 60 s poll, so only the nudge can have sent it.
    await waitFor('the event arrives', () => received.length === 1);
    assert.deepEqual(received, [event.id]);
  });

  test('when commits nudge the relay right after one another, then each event still goes out without waiting for the next poll', async () => {
    relay = startOutboxRelay({ db, outbox, bus: bus.bus, log, pollMs: 60_000 });
    await relay.flush();
    const events = [registered(11), registered(12), registered(13)];
    // Each nudge comes within moments of the pass the one before started, so it waits for its batch.
    for (const [index, event] of events.entries()) {
      await register(11 + index, [event]);
      relay.nudge();
    }
    await waitFor('the three events arrive', () => received.length === 3);
    assert.deepEqual(
      received,
      events.map((event) => event.id),
    );
    await waitFor('every outbox row is marked published', async () => (await unpublishedCount()) === 0);
  });

  test('when the relay stops (a graceful shutdown), then the events committed just before go out first', async () => {
    const relay = startOutboxRelay({ db, outbox, bus: bus.bus, log, pollMs: 60_000 });
    await relay.flush();
    const event = registered(8);
    await register(8, [event]);
    await relay.stop();
    assert.equal(await unpublishedCount(), 0);
    await waitFor('the event arrives', () => received.length === 1);
    assert.deepEqual(received, [event.id]);
  });

  test('when the relay stops while the bus is down, then it still stops, and the event waits in the outbox for the next start', async () => {
    bus.state.down = true;
    const first = startOutboxRelay({ db, outbox, bus: bus.bus, log, pollMs: 60_000 });
    const event = registered(9);
    await register(9, [event]);
    await first.stop();
    assert.equal(await unpublishedCount(), 1);
    bus.state.down = false;
    const next = start();
    await next.flush();
    await waitFor('the event arrives', () => received.length === 1);
    assert.deepEqual(received, [event.id]);
  });

  test('when the bus is down, then nothing is lost and everything is published once it is back', async () => {
    bus.state.down = true;
    const relay = start();
    const events = [registered(1), registered(2), registered(3)];
    await register(1, [events[0]!]);
    await register(2, [events[1]!, events[2]!]);
    relay.nudge();
    await waitFor('the relay has tried several times', () => bus.state.attempts >= 3);
    assert.deepEqual(received, []);
    assert.equal(await unpublishedCount(), 3);

    bus.state.down = false;
    await relay.flush();
    await waitFor('all three arrive', () => received.length === 3);
    await everythingDelivered();
    assert.deepEqual(
      received,
      events.map((event) => event.id),
    );
    assert.equal(await unpublishedCount(), 0);
  });

  test('when the bus fails in the middle of a batch, then the events already published are not sent again and the rest follow in order', async () => {
    const events = [registered(1), registered(2), registered(3), registered(4)];
    await register(1, events);
    bus.state.failAfter = 2;
    const relay = start();
    await waitFor('the bus has failed', () => bus.state.down);
    await waitFor('the first two arrive', () => received.length === 2);
    await waitFor('the first two are marked published', async () => (await unpublishedCount()) === 2);

    const attemptsWhileDown = bus.state.attempts;
    await waitFor('the relay retries', () => bus.state.attempts > attemptsWhileDown);
    bus.state.failAfter = Infinity;
    bus.state.down = false;
    await relay.flush();
    await waitFor('all four arrive', () => received.length === 4);
    await everythingDelivered();
    assert.deepEqual(
      received,
      events.map((event) => event.id),
    );
  });
});
