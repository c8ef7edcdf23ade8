import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { startNatsServer, type NatsServer } from '@lunchbox/kit/testing/nats-server';
import { createTestDatabase, observerPool, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { assertNothingLostOrDoubled, seedSchool, type Acknowledged, type Lunch } from './test/cluster-school.ts';
import { cartItem } from './test/fixtures.ts';
import { inParallel, startLocalCluster, type LocalCluster, type Person } from './test/local-cluster.ts';

/** Monday 23 November 2026, 8 AM at the schools: Tuesday to Friday and all of next week can be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';
const PARENTS = 10;
const CHILDREN_PER_PARENT = 4;
const BURST_CONCURRENCY = 6;
/** Checkouts answered between the steps: before the first node is killed, with one node down, with two down (no quorum), with one back, with all back. */
const CHECKOUTS_PER_STEP = 40;
const ORDER_PLACED_SUBJECT = 'lunch.ordering.order.placed';

interface Node {
  name: string;
  port: number;
  routePort: number;
  server: NatsServer;
}

/**
 * Issue 29 §3: the local cluster on three clustered nats-server nodes (streams of three replicas).
 * During a checkout burst the stream's leader is killed with SIGKILL, later a second node too (two
 * of three gone: JetStream has no quorum and takes no event), then both come back. Checkouts go on
 * succeeding throughout (the outbox keeps their events until the quorum returns), reads are
 * answered, no event is lost or doubled in the stream, and each lunch gets exactly one e-mail.
 */
describe('the local cluster on a three-node NATS cluster under node failures', () => {
  let cluster: LocalCluster | undefined;
  /** The NATS nodes' stores. */
  let dataDir: string;
  let database: TestDatabase;
  let observer: pg.Pool;
  let nats: NatsConnection | undefined;
  let jsm: JetStreamManager;
  const nodes: Node[] = [];

  const startNode = (node: Omit<Node, 'server'>, routes: string[]) =>
    startNatsServer({
      port: node.port,
      storeDir: path.join(dataDir, node.name),
      cluster: { name: 'lunchbox', serverName: node.name, port: node.routePort, routes },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    observer = observerPool(database.url, 2);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-nats-nodes-'));
    const specs = await Promise.all(['nats-1', 'nats-2', 'nats-3'].map(async (name) => ({ name, port: await freePort(), routePort: await freePort() })));
    const routes = specs.map((spec) => `nats://127.0.0.1:${spec.routePort}`);
    const servers = await Promise.all(specs.map((spec) => startNode(spec, routes)));
    specs.forEach((spec, index) => nodes.push({ ...spec, server: servers[index]! }));
    const natsUrl = nodes.map((node) => node.server.url).join(',');
    nats = await connect({ servers: natsUrl.split(','), maxReconnectAttempts: -1 });
    jsm = await jetstreamManager(nats, { checkAPI: false });
    // JetStream answers once the three nodes have elected their meta leader.
    await waitFor(
      'the JetStream cluster to answer',
      () =>
        jsm.getAccountInfo().then(
          () => true,
          () => false,
        ),
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    cluster = await startLocalCluster({
      name: 'nats-nodes',
      databaseUrl: database.url,
      testNow: TEST_NOW,
      env: { NATS_URL: natsUrl, NATS_STREAM_REPLICAS: '3' },
    });
  });

  afterAll(async () => {
    await cluster?.remove();
    await nats?.close();
    await Promise.all(nodes.map((node) => node.server.stop()));
    await observer?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('when one node is killed, then a second briefly, and both come back during a checkout burst, then checkouts and reads succeed and every event and e-mail arrives once', async () => {
    const stream = await jsm.streams.info('LUNCH');
    assert.equal(stream.config.num_replicas, 3, 'the events stream is kept by all three nodes');
    const { parents, lunches } = await seedSchool({ baseUrl: cluster!.baseUrl, now: new Date(TEST_NOW), parents: PARENTS, childrenPerParent: CHILDREN_PER_PARENT, observer });
    const { mail } = cluster!;
    const burst = lunches.slice(0, CHECKOUTS_PER_STEP * 5);
    assert.equal(burst.length, CHECKOUTS_PER_STEP * 5, 'enough lunches for the burst');

    const acknowledged = new Map<string, Acknowledged>();
    const failures: string[] = [];
    let answered = 0;
    let burstOver = false;
    const checkout = async (lunch: Lunch) => {
      const checkoutId = randomUUID();
      const answer = await lunch.parent.person.post<{ orders: Array<{ id: number }> }>('/api/checkout', {
        checkoutId,
        items: [cartItem(lunch.parent, lunch.child, lunch.item, lunch.date, { addedAt: TEST_NOW })],
      });
      if (answer.status === 201) acknowledged.set(checkoutId, { lunch, orderIds: answer.body.orders.map((order) => order.id) });
      else failures.push(`checkout ${lunch.child.name} ${lunch.date}: ${answer.status} ${JSON.stringify(answer.body)}`);
      answered += 1;
    };
    let reads = 0;
    const read = async (who: Person, route: string) => {
      const answer = await who.get(route);
      reads += 1;
      if (answer.status !== 200) failures.push(`GET ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    const readers = parents.slice(0, 2).map(async (parent) => {
      while (!burstOver) {
        await read(parent.person, '/api/weekly-menu-items/active');
        await read(parent.person, '/api/my-lunch-orders');
      }
    });

    const until = (count: number) => waitFor(`${count} checkouts answered`, () => answered >= count, { timeoutMs: 300_000, intervalMs: 20 });
    const kill = (node: Node) => process.kill(node.server.pid!, 'SIGKILL');
    const restart = async (node: Node) => {
      node.server = await startNode(
        node,
        nodes.map((one) => `nats://127.0.0.1:${one.routePort}`),
      );
    };
    const waiting = async () => (await observer.query<{ n: number }>('select count(*)::int as n from ordering.outbox where published_at is null')).rows[0]!.n;
    const timeline: string[] = [];
    let quorumBackAt = 0;
    let waitingMost = 0;
    const faults = (async () => {
      await until(CHECKOUTS_PER_STEP);
      const leaderName = (await jsm.streams.info('LUNCH')).cluster?.leader;
      const first = nodes.find((node) => node.name === leaderName) ?? nodes[0]!;
      const second = nodes.find((node) => node !== first)!;
      kill(first);
      timeline.push(`${first.name} (the stream's leader) killed after ${answered} checkouts`);
      await until(CHECKOUTS_PER_STEP * 2);
      kill(second);
      const quorumLostAt = Date.now();
      timeline.push(`${second.name} killed after ${answered} checkouts: one node of three left, no quorum`);
      await until(CHECKOUTS_PER_STEP * 3);
      waitingMost = await waiting();
      await restart(second);
      quorumBackAt = Date.now();
      timeline.push(
        `${second.name} back after ${answered} checkouts (${quorumBackAt - quorumLostAt} ms without quorum, ${waitingMost} events waiting in ordering's outbox)`,
      );
      await until(CHECKOUTS_PER_STEP * 4);
      await restart(first);
      timeline.push(`${first.name} back after ${answered} checkouts`);
    })();
    await inParallel(burst, BURST_CONCURRENCY, checkout);
    await faults;
    // The events of the checkouts placed without quorum reach the stream once it is back.
    const outboxDrainedMs =
      (await waitFor('the outbox drained', async () => (await waiting()) === 0, { timeoutMs: 120_000, intervalMs: 50 }), Date.now() - quorumBackAt);
    burstOver = true;
    await Promise.all(readers);
    console.log(
      `three-node NATS under a checkout burst (${burst.length} checkouts, ${BURST_CONCURRENCY} at a time, ${reads} reads beside):\n  ${timeline.join('\n  ')}`,
    );
    assert.deepEqual(failures, [], 'every checkout and read answered 2xx');
    assert.ok(waitingMost > 0, 'checkouts placed without quorum waited in the outbox');

    const totals = await assertNothingLostOrDoubled('after the NATS node failures', observer, mail, acknowledged);
    const recoveredMs = Date.now() - quorumBackAt;
    // Each checkout wrote one order.placed: the stream holds each exactly once (the relay's retries were dropped by message id).
    const placed = (await jsm.streams.info('LUNCH', { subjects_filter: ORDER_PLACED_SUBJECT })).state.subjects?.[ORDER_PLACED_SUBJECT] ?? 0;
    const deadLetters = (await jsm.streams.info('LUNCH_DLQ')).state.messages;
    console.log(
      `time to recover after the quorum returned: ordering's outbox drained in ${outboxDrainedMs} ms; every e-mail of the burst sent within ${recoveredMs} ms; ` +
        `${placed} order.placed events in the stream for ${totals.stored} checkouts, ${deadLetters} dead letters`,
    );
    assert.equal(placed, totals.stored, 'one order.placed event per checkout in the stream: none lost, none doubled');
    assert.equal(deadLetters, 0, 'no event dead-lettered');
  });
});
