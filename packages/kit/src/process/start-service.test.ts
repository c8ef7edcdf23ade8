import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import { createEvent, type EventEnvelope } from '@lunchbox/contracts/events';
import { sameHandlerFor } from '../messaging/bus.ts';
import { createInProcessBus } from '../messaging/bus-in-process.ts';
import { messagingTables } from '../messaging/messaging-tables.ts';
import { createTestDatabase, type TestDatabase } from '../testing/postgres.ts';
import { waitFor } from '../testing/wait-for.ts';
import type { RunningService } from './service.ts';
import { startService, type ServiceRuntime } from './start-service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = pgSchema('fixture');
const { outbox, inbox } = messagingTables(fixture);
const children = fixture.table('children', { id: integer('id').primaryKey(), name: text('name').notNull() });
const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const log = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

/** The change identity makes when a parent adds a child: the profile row and the event that announces it. */
const childUpserted = (id: number, name: string) => ({ childId: id, userId: 1, name, school: 'Hillside', grade: '3', teacher: '', allergies: [], diets: [] });

describe('startService and transactionWithEvents (real PostgreSQL, in-process bus)', () => {
  let database: TestDatabase;
  const bus = createInProcessBus(log);
  let service: RunningService;
  let runtime: ServiceRuntime;
  const seen: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startService(
      // A relay that would not poll within any test's deadline: what reaches the bus got there because a commit woke it.
      { databaseUrl: database.url, bus, publicKey, log, port: 0, outboxPollMs: 10 * 60_000 },
      {
        name: 'fixture',
        folder: path.join(here, 'start-service-fixture'),
        tables: { outbox, inbox },
        setup: (given) => (runtime = given),
        resolvers: (deps) => ({ Query: { childCount: async () => (await deps.db.select({ n: count() }).from(children))[0]!.n } }),
        consumers: (deps) => ({
          // A consumer whose change also announces something, as ordering's closed day cancels lunches.
          'child.deleted': (event) =>
            deps
              .handleEventOnce(event, async (tx) => {
                await tx.delete(children).where(eq(children.id, event.data.childId));
                await tx.recordEvent('user.deleted', { userId: event.data.userId });
              })
              .then(() => undefined),
        }),
      },
    );
    await bus.subscribe({
      service: 'observer',
      handlers: sameHandlerFor(['child.upserted', 'user.deleted'], async (event) => {
        seen.push(event);
      }),
    });
  });

  afterAll(async () => {
    await service?.stop();
    await bus.close();
    await database?.drop();
  });

  const childRows = async (id: number) => runtime.db.select().from(children).where(eq(children.id, id));
  const outboxRows = async (childId: number) =>
    (await runtime.db.select({ envelope: outbox.envelope }).from(outbox)).filter(
      (row) => (row.envelope as EventEnvelope<'child.upserted'>).data.childId === childId,
    );

  test('when a change commits with its event, then the event reaches its consumers at once, without waiting for the relay to poll', async () => {
    await runtime.transactionWithEvents(async (tx) => {
      await tx.insert(children).values({ id: 1, name: 'Ada' });
      await tx.recordEvent('child.upserted', childUpserted(1, 'Ada'));
    });
    const event = await waitFor('child.upserted to reach the bus', async () => seen.find((item) => item.type === 'child.upserted'), { timeoutMs: 5000 });
    assert.deepEqual(event?.data, childUpserted(1, 'Ada'));
    assert.equal((await childRows(1)).length, 1);
  });

  test('when the change fails after its event was recorded, then neither the row nor the event exists, and nothing is published', async () => {
    await assert.rejects(
      runtime.transactionWithEvents(async (tx) => {
        await tx.insert(children).values({ id: 2, name: 'Bea' });
        await tx.recordEvent('child.upserted', childUpserted(2, 'Bea'));
        throw new Error('the use case refused after writing');
      }),
      /refused after writing/,
    );
    assert.deepEqual(await childRows(2), []);
    assert.deepEqual(await outboxRows(2), []);
    await service.flushOutbox();
    assert.equal(seen.filter((item) => item.type === 'child.upserted' && (item.data as { childId: number }).childId === 2).length, 0);
  });

  test('when a consumed event is delivered twice, then its change is applied once and the event it records is published once', async () => {
    await runtime.transactionWithEvents((tx) => tx.insert(children).values({ id: 3, name: 'Cal' }));
    const deleted = createEvent('child.deleted', { childId: 3, userId: 42 });
    await bus.publish(deleted);
    await waitFor('the consumer to remove the child and announce it', async () => seen.some((item) => item.type === 'user.deleted'), { timeoutMs: 5000 });
    // The same event again, as NATS redelivers one whose ack was lost: the inbox knows its id.
    const again = await runtime.handleEventOnce(deleted, async (tx) => {
      await tx.insert(children).values({ id: 3, name: 'Cal' });
      await tx.recordEvent('user.deleted', { userId: 42 });
    });
    assert.equal(again, false);
    const handled = await runtime.db.select().from(inbox).where(eq(inbox.eventId, deleted.id));
    assert.equal(handled.length, 1);
    assert.deepEqual(await childRows(3), []);
    await service.flushOutbox();
    assert.deepEqual(
      seen.filter((item) => item.type === 'user.deleted').map((item) => item.data),
      [{ userId: 42 }],
    );
  });

  test('when the service runs, then it answers its GraphQL from its own tables and says it is ready', async () => {
    const readyz = await fetch(service.url.replace('/graphql', '/readyz'));
    assert.equal(readyz.status, 200);
    const answer = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ childCount }' }),
    });
    assert.deepEqual(await answer.json(), { data: { childCount: 1 } });
  });
});
