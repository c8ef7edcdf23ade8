import { afterEach, beforeEach, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createEvent, subjectOf, type EventEnvelope, type EventType } from '@lunchbox/contracts/events';
import { sameHandlerFor, type EventBus, type EventHandler } from './bus.ts';
import { createInProcessBus } from './bus-in-process.ts';
import { connectNatsBus, deadLetterSubject } from './bus-nats.ts';
import { pino } from 'pino';
import { createLogger } from '../process/logger.ts';
import { startNatsServer } from '../testing/nats-server.ts';
import { waitFor } from '../testing/wait-for.ts';

// Failing handlers are the point of several tests: keep their warnings out of the output unless asked for.
const log = process.env.LOG_LEVEL ? createLogger('bus-test') : pino({ level: 'silent' });
const RETRY_MS = 40;

interface DeadLetterSeen {
  service: string;
  type: string;
  eventId: string;
}

/** One bus backend for one test: `connect()` gives what a separate process (a replica) would get. */
interface BusBackend {
  connect(): Promise<EventBus>;
  deadLetters(): Promise<DeadLetterSeen[]>;
  /** Publishes bytes that are not an event envelope (only a real broker can carry those). */
  publishRaw?(subject: string, payload: string): Promise<void>;
  stop(): Promise<void>;
}

async function inProcessBackend(): Promise<BusBackend> {
  const bus = createInProcessBus(log, { retryDelayMs: RETRY_MS, maxDeliveries: 5 });
  return {
    // All replicas live in the one process, so they share the one bus.
    connect: async () => bus,
    deadLetters: async () => bus.deadLetters.map((letter) => ({ service: letter.service, type: letter.type, eventId: letter.event.id })),
    stop: () => bus.close(),
  };
}

async function natsBackend(): Promise<BusBackend> {
  const server = await startNatsServer();
  const buses: EventBus[] = [];
  const admin = await connect({ servers: server.url });
  return {
    async connect() {
      const bus = await connectNatsBus({ servers: server.url, log, ackWaitMs: 5_000, retryDelayMs: RETRY_MS, pullBatch: 3 });
      buses.push(bus);
      return bus;
    },
    async deadLetters() {
      const jsm = await jetstreamManager(admin);
      const info = await jsm.streams.info('LUNCH_DLQ');
      const letters: DeadLetterSeen[] = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
        const message = await jsm.streams.getMessage('LUNCH_DLQ', { seq });
        if (!message) continue;
        let eventId = '';
        try {
          eventId = (message.json() as { id?: string }).id ?? '';
        } catch {
          // a poison message is kept as it came
        }
        letters.push({ service: message.header.get('Lunch-Service'), type: message.header.get('Lunch-Event-Type'), eventId });
      }
      return letters;
    },
    async publishRaw(subject, payload) {
      admin.publish(subject, payload);
      await admin.flush();
    },
    async stop() {
      await Promise.all(buses.map((bus) => bus.close()));
      await admin.close();
      await server.stop();
    },
  };
}

/**
 * Absence cannot be waited for: after the awaited deliveries, a short window in which a duplicate or
 * an unwanted redelivery would show up, before the exact counts are asserted.
 */
const settle = (ms = 300) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let userCounter = 0;
function userRegistered(): EventEnvelope {
  userCounter += 1;
  return createEvent('user.registered', {
    userId: userCounter,
    username: `parent${userCounter}`,
    email: `parent${userCounter}@example.com`,
    fullName: `Parent ${userCounter}`,
    phone: '555-0100',
    isAdmin: false,
  });
}

function menuItemDeleted(itemId: number): EventEnvelope {
  return createEvent('menu.item.deleted', { itemId });
}

/** Records what a service's handler received. */
function recorder(behaviour: (event: EventEnvelope, attempt: number) => Promise<void> = async () => undefined) {
  const handled: EventEnvelope[] = [];
  const attempts = new Map<string, number>();
  const handler: EventHandler = async (event) => {
    const attempt = (attempts.get(event.id) ?? 0) + 1;
    attempts.set(event.id, attempt);
    await behaviour(event, attempt);
    handled.push(event);
  };
  return { handled, attempts, handler, ids: () => handled.map((event) => event.id) };
}

function busContract(name: string, createBackend: () => Promise<BusBackend>): void {
  describe(`event bus contract: ${name}`, () => {
    let backend: BusBackend;
    beforeEach(async () => {
      backend = await createBackend();
    });
    afterEach(async () => {
      await backend.stop();
    });

    test('when replicas subscribe for every replica, then each replica gets every event published after it subscribed, and none from before', async () => {
      const first = await backend.connect();
      const earlier = menuItemDeleted(100);
      await first.publish(earlier);
      const replicas = [recorder(), recorder()];
      const buses = [first, await backend.connect()];
      for (const [index, replica] of replicas.entries())
        await buses[index]!.subscribe({ service: 'gateway', everyReplica: true, handlers: { 'menu.item.deleted': replica.handler } });

      const later = [menuItemDeleted(101), menuItemDeleted(102), menuItemDeleted(103)];
      for (const event of later) await first.publish(event);
      for (const [index, replica] of replicas.entries()) await waitFor(`replica ${index + 1} has the three later events`, () => replica.handled.length >= 3);
      await settle();
      for (const replica of replicas) assert.deepEqual(replica.ids().sort(), later.map((event) => event.id).sort());
    });

    test('when events are published, then every subscribing service gets each event of the types it subscribed to', async () => {
      const bus = await backend.connect();
      const notification = recorder();
      const ordering = recorder();
      await bus.subscribe({ service: 'notification', handlers: sameHandlerFor(['user.registered', 'menu.item.deleted'], notification.handler) });
      await bus.subscribe({ service: 'ordering', handlers: { 'user.registered': ordering.handler } });

      const users = [userRegistered(), userRegistered(), userRegistered()];
      const deletions = [menuItemDeleted(1), menuItemDeleted(2)];
      for (const event of [...users, ...deletions]) await bus.publish(event);

      await waitFor('notification has all five', () => notification.handled.length >= 5);
      await waitFor('ordering has the three users', () => ordering.handled.length >= 3);
      await settle();
      assert.deepEqual(new Set(notification.ids()), new Set([...users, ...deletions].map((event) => event.id)));
      assert.equal(notification.handled.length, 5);
      assert.deepEqual(new Set(ordering.ids()), new Set(users.map((event) => event.id)));
      assert.equal(ordering.handled.length, 3);
      assert.deepEqual(notification.handled.find((event) => event.id === users[0]!.id)?.data, users[0]!.data);
    });

    test('when one service changes the event it was handed, then another service and a service that subscribes later still get it as published', async () => {
      const bus = await backend.connect();
      const meddler = recorder(async (event) => {
        (event.data as { email: string }).email = 'changed@example.com';
      });
      await bus.subscribe({ service: 'ordering', handlers: { 'user.registered': meddler.handler } });
      // Fan-out too: the first gateway replica meddles, the second must not see it.
      const meddlingReplica = recorder(async (event) => {
        (event.data as { email: string }).email = 'changed@example.com';
      });
      const otherReplica = recorder();
      await bus.subscribe({ service: 'gateway', everyReplica: true, handlers: { 'user.registered': meddlingReplica.handler } });
      await (await backend.connect()).subscribe({ service: 'gateway', everyReplica: true, handlers: { 'user.registered': otherReplica.handler } });
      const user = userRegistered();
      const published = JSON.parse(JSON.stringify(user)) as EventEnvelope;
      await bus.publish(user);
      await waitFor('ordering has handled the event', () => meddler.handled.length >= 1);
      await waitFor('both gateway replicas have the event', () => meddlingReplica.handled.length >= 1 && otherReplica.handled.length >= 1);
      assert.deepEqual(otherReplica.handled[0]!.data, published.data);

      const notification = recorder();
      await bus.subscribe({ service: 'notification', handlers: { 'user.registered': notification.handler } });
      await waitFor('the later service has the event', () => notification.handled.length >= 1);
      assert.deepEqual(notification.handled[0]!.data, published.data);
    });

    test('when a subscriber has a handler for each type, then each event reaches the handler of its type only', async () => {
      const bus = await backend.connect();
      const users = recorder();
      const deletions = recorder();
      await bus.subscribe({ service: 'notification', handlers: { 'user.registered': users.handler, 'menu.item.deleted': deletions.handler } });

      const user = userRegistered();
      const deletion = menuItemDeleted(7);
      await bus.publish(user);
      await bus.publish(deletion);

      await waitFor('both events are handled', () => users.handled.length + deletions.handled.length >= 2);
      await settle();
      assert.deepEqual(users.ids(), [user.id]);
      assert.deepEqual(deletions.ids(), [deletion.id]);
    });

    test('when two replicas of one service subscribe, then each event is handled by exactly one of them and both get work', async () => {
      const publisher = await backend.connect();
      const replicaA = recorder(() => settle(5));
      const replicaB = recorder(() => settle(5));
      await (await backend.connect()).subscribe({ service: 'ordering', handlers: { 'user.registered': replicaA.handler } });
      await (await backend.connect()).subscribe({ service: 'ordering', handlers: { 'user.registered': replicaB.handler } });

      const events = Array.from({ length: 40 }, () => userRegistered());
      for (const event of events) await publisher.publish(event);

      await waitFor('all 40 are handled', () => replicaA.handled.length + replicaB.handled.length >= 40);
      await settle();
      const all = [...replicaA.ids(), ...replicaB.ids()];
      assert.equal(all.length, 40, 'no event is handled twice');
      assert.deepEqual(new Set(all), new Set(events.map((event) => event.id)));
      assert.ok(replicaA.handled.length > 0, 'replica A handled some');
      assert.ok(replicaB.handled.length > 0, 'replica B handled some');
    });

    test('when one of two replicas stops while events keep coming, then every event is handled, the last ones by the other replica', async () => {
      const publisher = await backend.connect();
      const leaving = recorder(() => settle(5));
      const staying = recorder(() => settle(5));
      const leavingBus = await backend.connect();
      const subscription = await leavingBus.subscribe({ service: 'notification', handlers: { 'user.registered': leaving.handler } });
      await (await backend.connect()).subscribe({ service: 'notification', handlers: { 'user.registered': staying.handler } });

      const events = Array.from({ length: 120 }, () => userRegistered());
      const publishing = (async () => {
        for (const [index, event] of events.entries()) {
          await publisher.publish(event);
          if (index % 10 === 9) await settle(10);
        }
      })();
      await waitFor('the leaving replica has handled some', () => leaving.handled.length >= 5);
      // Its stop as a process stops: the handler under way finishes, the events it had pulled ahead go back.
      await subscription.stop();
      // A replica of its own closes its connection too (the in-process bus is the one all replicas share).
      if (leavingBus !== publisher) await leavingBus.close();
      await publishing;

      const handled = () => new Set([...leaving.ids(), ...staying.ids()]);
      await waitFor('every event is handled by one replica or the other', () => events.every((event) => handled().has(event.id)), { timeoutMs: 30_000 });
      assert.deepEqual(await backend.deadLetters(), []);
    });

    test('when a handler fails twice, then the event is redelivered and handled on the third delivery', async () => {
      const bus = await backend.connect();
      const flaky = recorder(async (_event, attempt) => {
        if (attempt < 3) throw new Error(`temporary failure ${attempt}`);
      });
      await bus.subscribe({ service: 'notification', handlers: { 'user.registered': flaky.handler } });
      const event = userRegistered();
      await bus.publish(event);

      await waitFor('the event is handled', () => flaky.handled.length === 1);
      await settle();
      assert.equal(flaky.attempts.get(event.id), 3);
      assert.deepEqual(flaky.ids(), [event.id]);
      assert.deepEqual(await backend.deadLetters(), []);
    });

    test('when a handler always fails, then the event is dead-lettered after 5 deliveries and not delivered again', async () => {
      const bus = await backend.connect();
      const broken = recorder(async () => {
        throw new Error('handler is broken');
      });
      const healthy = recorder();
      await bus.subscribe({ service: 'notification', handlers: { 'user.registered': broken.handler } });
      await bus.subscribe({ service: 'ordering', handlers: { 'user.registered': healthy.handler } });
      const event = userRegistered();
      await bus.publish(event);

      await waitFor('the event is dead-lettered', async () => (await backend.deadLetters()).length > 0);
      await waitFor('the other service handles it', () => healthy.handled.length > 0);
      await settle(RETRY_MS * 10);
      assert.equal(broken.attempts.get(event.id), 5);
      assert.deepEqual(await backend.deadLetters(), [{ service: 'notification', type: 'user.registered', eventId: event.id }]);
      assert.deepEqual(healthy.ids(), [event.id], 'another service is not affected');
    });

    test('when a service is not subscribed for a while, then the events published meanwhile reach it when it subscribes again', async () => {
      const publisher = await backend.connect();
      const before = recorder();
      const subscription = await (await backend.connect()).subscribe({ service: 'notification', handlers: { 'user.registered': before.handler } });
      const first = userRegistered();
      await publisher.publish(first);
      await waitFor('the first event is handled', () => before.handled.length === 1);
      await subscription.stop();

      const missed = [userRegistered(), userRegistered(), userRegistered()];
      for (const event of missed) await publisher.publish(event);
      await settle(100);
      assert.equal(before.handled.length, 1, 'nothing is handled while stopped');

      const after = recorder();
      await (await backend.connect()).subscribe({ service: 'notification', handlers: { 'user.registered': after.handler } });
      await waitFor('the missed events are handled', () => after.handled.length >= 3);
      await settle();
      // Every missed event and nothing else; not necessarily in publish order: a message the stopped
      // subscription had already fetched is redelivered after the ones behind it (at-least-once, and
      // consumers are idempotent and order-tolerant for exactly this reason).
      assert.deepEqual([...after.ids()].sort(), missed.map((event) => event.id).sort(), 'the missed events, without the one already handled');
    });

    test('when the same event is published twice, then it is delivered once', async () => {
      const bus = await backend.connect();
      const consumer = recorder();
      await bus.subscribe({ service: 'notification', handlers: { 'user.registered': consumer.handler } });
      const event = userRegistered();
      await bus.publish(event);
      await bus.publish(event);
      const other = userRegistered();
      await bus.publish(other);

      await waitFor('both distinct events are handled', () => consumer.handled.length >= 2);
      await settle();
      assert.deepEqual(consumer.ids(), [event.id, other.id]);
    });

    test('when a bus closes, then it waits for the handler already running', async () => {
      const bus = await backend.connect();
      let finished = false;
      let started = false;
      await bus.subscribe({
        service: 'notification',
        handlers: {
          'user.registered': async () => {
            started = true;
            await settle(150);
            finished = true;
          },
        },
      });
      await bus.publish(userRegistered());
      await waitFor('the handler started', () => started);
      await bus.close();
      assert.equal(finished, true);
    });

    if (name === 'NATS JetStream') {
      test('when a message on the bus is not a valid event, then it is dead-lettered at once without reaching the handler', async () => {
        const bus = await backend.connect();
        const consumer = recorder();
        await bus.subscribe({ service: 'notification', handlers: { 'user.registered': consumer.handler } });
        await backend.publishRaw!(subjectOf('user.registered'), '{"not":"an event"}');
        const good = userRegistered();
        await bus.publish(good);

        await waitFor('the poison message is dead-lettered', async () => (await backend.deadLetters()).length === 1);
        await waitFor('the valid event is handled', () => consumer.handled.length === 1);
        const [letter] = await backend.deadLetters();
        assert.equal(letter?.service, 'notification');
        assert.equal(letter?.type, 'user.registered' satisfies EventType);
        assert.deepEqual(consumer.ids(), [good.id]);
        assert.equal(deadLetterSubject('notification', 'user.registered'), 'lunch.dlq.notification.user.registered');
      });
    }
  });
}

busContract('in-process', inProcessBackend);
busContract('NATS JetStream', natsBackend);
