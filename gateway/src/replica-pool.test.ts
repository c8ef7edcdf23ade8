import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, test } from '@jest/globals';
import { parse } from 'graphql';
import type { Response } from 'express';
import { createLogger } from '@lunchbox/kit/process/logger';
import { startSubgraphServer, type SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { createReplicaPool, type Replay, type ReplicaPool } from './replica-pool.ts';

const log = createLogger('replica-pool-test');

/** One replica of a small subgraph: it says who answered, counts the mutations it ran, and can be made unready or to drop a request's connection. */
interface Replica {
  name: string;
  server: Awaited<ReturnType<typeof startSubgraphServer>>;
  ready: boolean;
  dropConnections: boolean;
  mutations: number;
}

async function startReplica(name: string): Promise<Replica> {
  const replica = { name, ready: true, dropConnections: false, mutations: 0 } as Replica;
  const dropIfAsked = (context: SubgraphContext) => {
    // As a crash would: the request arrived, the answer never leaves.
    if (replica.dropConnections) (context.res as Response).socket?.destroy();
  };
  replica.server = await startSubgraphServer({
    name,
    typeDefs: parse('type Query { replica: String! } type Mutation { bump: String! }'),
    resolvers: {
      Query: {
        replica: (_parent: unknown, _args: unknown, context: SubgraphContext) => {
          dropIfAsked(context);
          return name;
        },
      },
      Mutation: {
        bump: (_parent: unknown, _args: unknown, context: SubgraphContext) => {
          replica.mutations += 1;
          dropIfAsked(context);
          return name;
        },
      },
    },
    port: 0,
    publicKey: '',
    log,
    isReady: async () => replica.ready,
  });
  return replica;
}

async function waitUntil(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Who answered, or the error. */
async function ask(pool: ReplicaPool, url: string, query: string, replay: Replay): Promise<string> {
  try {
    const answer = await pool.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }, replay);
    const body = JSON.parse(answer.text) as { data?: Record<string, string> };
    return answer.status >= 200 && answer.status < 300 && body.data ? Object.values(body.data)[0]! : `status ${answer.status}`;
  } catch (error) {
    const { code, extensions } = error as { code?: string; extensions?: { code?: string } };
    return `failed: ${extensions?.code ?? code ?? String(error)}`;
  }
}

describe('the gateway’s replica pool', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoReplicas(probeEveryMs = 60_000) {
    const a = await startReplica('a');
    const b = await startReplica('b');
    const pool = createReplicaPool([a.server.url, b.server.url], { log, probeEveryMs, probeTimeoutMs: 1000 });
    cleanups.push(
      () => a.server.stop(),
      () => b.server.stop(),
    );
    cleanups.push(() => pool.close());
    return { a, b, pool, url: a.server.url };
  }

  test('when both replicas are up, then requests go to each in turn', async () => {
    const { pool, url } = await twoReplicas();
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await ask(pool, url, '{ replica }', 'safe'));
    assert.deepEqual(new Set(answers), new Set(['a', 'b']));
  });

  test('when a replica refuses connections, then every request, mutations included, is answered by the other, and the refusing one leaves the rotation', async () => {
    const { a, b, pool, url } = await twoReplicas();
    await a.server.stop();
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await ask(pool, url, 'mutation { bump }', 'unsafe'));
    assert.deepEqual(answers, ['b', 'b', 'b', 'b', 'b', 'b']);
    assert.equal(b.mutations, 6);
    assert.deepEqual(pool.inRotation(), [new URL(b.server.url).origin]);
  });

  test('when another program (not HTTP) listens on a replica’s address, then mutations are answered by the real replica and the address leaves the rotation', async () => {
    // On a shared machine a port kept for a replica to come may be taken by anything: here an SMTP server's greeting.
    const sockets = new Set<net.Socket>();
    const stranger = net.createServer((socket) => {
      sockets.add(socket);
      socket.end('220 mail ESMTP\r\n421 HTTP requests not allowed\r\n');
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          stranger.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        }),
    );
    const b = await startReplica('b');
    cleanups.push(() => b.server.stop());
    const strangerUrl = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}/graphql`;
    const pool = createReplicaPool([strangerUrl, b.server.url], { log, probeEveryMs: 60_000 });
    cleanups.push(() => pool.close());
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, b.server.url, 'mutation { bump }', 'unsafe'));
    assert.deepEqual(answers, ['b', 'b', 'b', 'b']);
    assert.equal(b.mutations, 4);
    assert.deepEqual(pool.inRotation(), [new URL(b.server.url).origin]);
  });

  test('when no replica can be reached, then the request fails as SERVICE_UNAVAILABLE, which the caller may retry', async () => {
    const { a, b, pool, url } = await twoReplicas();
    await a.server.stop();
    await b.server.stop();
    assert.equal(await ask(pool, url, 'mutation { bump }', 'unsafe'), 'failed: SERVICE_UNAVAILABLE');
  });

  test('when a replica stops being ready, then it leaves the rotation, and it comes back once ready again', async () => {
    const { a, b, pool, url } = await twoReplicas(25);
    a.ready = false;
    await waitUntil('a out of rotation', () => !pool.inRotation().includes(new URL(a.server.url).origin));
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, url, '{ replica }', 'unsafe'));
    assert.deepEqual(answers, ['b', 'b', 'b', 'b']);
    a.ready = true;
    await waitUntil('a back in rotation', () => pool.inRotation().length === 2);
    const after = [];
    for (let index = 0; index < 4; index += 1) after.push(await ask(pool, url, '{ replica }', 'unsafe'));
    assert.ok(after.includes('a'), `a answers again (${after.join(', ')})`);
    assert.equal(b.mutations, 0);
  });

  test('when a replica drops the connection after a request reached it, then a replayable request is sent again, to the other replica', async () => {
    const { a, b, pool, url } = await twoReplicas();
    a.dropConnections = true;
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, url, 'mutation { bump }', 'safe'));
    assert.deepEqual(answers, ['b', 'b', 'b', 'b'], 'every replayable request answered');
    assert.ok(a.mutations > 0, 'a received some of them');
    assert.equal(b.mutations, 4);
  });

  test('when a replica drops the connection after a request reached it, then a request that may not run twice fails instead', async () => {
    const { a, b, pool, url } = await twoReplicas();
    a.dropConnections = true;
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, url, 'mutation { bump }', 'unsafe'));
    const failed = answers.filter((answer) => answer.startsWith('failed'));
    assert.ok(failed.length > 0, `a received some of them (${answers.join(', ')})`);
    assert.equal(failed.length, a.mutations, 'each request a dropped failed');
    assert.equal(a.mutations + b.mutations, 4, 'no mutation ran twice');
  });

  test('when a replica is told to leave, then its first answer takes it out of the rotation (no probe needed), and nothing sent while it stops fails', async () => {
    const { a, b, pool, url } = await twoReplicas();
    a.server.leave();
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, url, 'mutation { bump }', 'unsafe'));
    assert.deepEqual(pool.inRotation(), [new URL(b.server.url).origin], 'the leaving replica is out of rotation');
    assert.ok(a.mutations <= 1, `the leaving replica answered at most once (${a.mutations})`);
    await a.server.stop();
    for (let index = 0; index < 4; index += 1) answers.push(await ask(pool, url, 'mutation { bump }', 'unsafe'));
    assert.deepEqual(
      answers.filter((answer) => answer !== 'a' && answer !== 'b'),
      [],
      'every request answered',
    );
    assert.equal(a.mutations + b.mutations, 8, 'each mutation ran once');
  });
});
