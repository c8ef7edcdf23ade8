import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import express from 'express';
import { operatorMetricsRoute } from '@lunchbox/kit/observability/http';
import { listen } from '@lunchbox/kit/http/subgraph-server';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { Browser, newSignedInParent, type SignedInParent } from '../gateway/test/parents.ts';
import { untilOrderingKnows } from './test/read-models.ts';
import { startTestSystem, TEST_ADMIN, type TestSystem } from './test/test-system.ts';

/** Wednesday 18 November 2026, 4 AM at the schools: next Monday's lunch can still be ordered. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';
const METRICS_TOKEN = 'operator-token-0123456789';

/** An administrator who put one dish on next Monday's menu, and a parent with a child: ready to check out. */
async function readyToCheckOut(system: TestSystem): Promise<{ parent: SignedInParent; childId: number; itemId: number }> {
  const admin = new Browser(system.url);
  const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const item = await admin.post('/api/weekly-menu', {
    weekStartDate: '2026-11-23',
    weekEndDate: '2026-11-27',
    dayOfWeek: 'Monday',
    menuItem: 'Veggie Pasta',
    description: 'Penne with vegetables',
    price: '5.50',
  });
  assert.equal(item.status, 201, JSON.stringify(item.body));
  const parent = await newSignedInParent(system.url, { fullName: 'Maria Lopez' });
  const child = await parent.browser.post('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
  assert.equal(child.status, 201, JSON.stringify(child.body));
  await untilOrderingKnows(system, { childIds: [child.body.id], itemIds: [item.body.id] });
  return { parent, childId: child.body.id, itemId: item.body.id };
}

/** Checks out Monday's lunch as the browser does, and waits for the confirmation e-mail. */
async function checkOut(system: TestSystem, ready: { parent: SignedInParent; childId: number; itemId: number }, headers: Record<string, string> = {}) {
  const { parent } = ready;
  const cart = {
    checkoutId: randomUUID(),
    items: [
      {
        id: randomUUID(),
        childId: ready.childId,
        childName: 'Ana',
        parentName: 'Maria Lopez',
        email: parent.fields.email,
        phone: parent.fields.phone,
        school: 'Sutter Elementary',
        grade: '3',
        teacher: 'Room 4',
        lunchDate: '2026-11-23',
        lunchOptions: ['Veggie Pasta'],
        weeklyMenuItemIds: [ready.itemId],
        totalAmount: 5.5,
        notes: '',
        addedAt: TEST_NOW,
      },
    ],
  };
  const placed = await parent.browser.request('POST', '/api/checkout', cart, headers);
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  await system.mail.waitFor((mail) => mail.to.includes(parent.fields.email) && mail.subject.startsWith('Your Lunchbox order'));
  return placed.body as { paymentReference: string };
}

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(exposition: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  let system: TestSystem;
  let ready: Awaited<ReturnType<typeof readyToCheckOut>>;
  const scrape = async () => {
    const response = await fetch(new URL('/metrics', system.url), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(response.status, 200);
    return response.text();
  };

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW, METRICS_TOKEN } });
    ready = await readyToCheckOut(system);
  });
  afterAll(async () => {
    await system?.stop();
  });

  test('when the public asks the gateway for /metrics without the operator token, then it is refused with 401 and shown nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${METRICS_TOKEN}`]) {
      const response = await fetch(new URL('/metrics', system.url), { headers: authorization ? { authorization } : {} });
      const body = await response.text();
      assert.equal(response.status, 401, `with ${authorization ?? 'no authorization'}`);
      assert.doesNotMatch(body, /lunchbox_|process_cpu/);
      assert.doesNotMatch(body, /<html/i);
    }
  });

  test('when no operator token is configured, then /metrics on the public port is 404, not the web app', async () => {
    const app = express();
    operatorMetricsRoute(app, undefined);
    app.get('/{*path}', (_req, res) => {
      res.send('<html>the web app</html>');
    });
    const server = http.createServer(app);
    const port = await listen(server, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(response.status, 404);
      assert.doesNotMatch(await response.text(), /<html|lunchbox_/);
    } finally {
      server.close();
    }
  });

  test('when a parent checks out, then the operator sees the checkout counted, its request timed, its event handled and the outbox drained', async () => {
    const before = await scrape();
    const placedBefore = sample(before, 'lunchbox_checkouts_total', { outcome: 'placed' }) ?? 0;
    const confirmationsBefore = sample(before, 'lunchbox_events_handled_total', { service: 'notification', type: 'order.placed', outcome: 'handled' }) ?? 0;

    await checkOut(system, ready);
    const refused = await ready.parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [] });
    assert.equal(refused.status, 400);

    const after = await waitFor('the outbox of ordering to be drained and the confirmation handled', scrape, {
      until: (text) =>
        sample(text, 'lunchbox_outbox_waiting_rows', { service: 'ordering' }) === 0 &&
        sample(text, 'lunchbox_events_handled_total', { service: 'notification', type: 'order.placed', outcome: 'handled' }) === confirmationsBefore + 1,
    });
    assert.equal(sample(after, 'lunchbox_checkouts_total', { outcome: 'placed' }), placedBefore + 1);
    assert.ok((sample(after, 'lunchbox_checkouts_total', { outcome: 'refused', reason: 'BAD_USER_INPUT' }) ?? 0) >= 1);
    assert.equal(sample(after, 'lunchbox_outbox_oldest_age_seconds', { service: 'ordering' }), 0);
    assert.ok(
      (sample(after, 'lunchbox_http_request_duration_seconds_count', { service: 'gateway', method: 'POST', route: '/api/checkout', status: '201' }) ?? 0) >= 1,
    );
    assert.ok((sample(after, 'lunchbox_graphql_operation_duration_seconds_count', { service: 'gateway', operation: 'Checkout', outcome: 'ok' }) ?? 0) >= 1);
    assert.ok(
      (sample(after, 'lunchbox_subgraph_request_duration_seconds_count', { subgraph: 'ordering', operation: 'Checkout__ordering__0', outcome: 'ok' }) ?? 0) >=
        1,
    );
    for (const service of ['identity', 'menu', 'ordering', 'notification']) {
      assert.ok((sample(after, 'lunchbox_db_pool_connections', { service, state: 'total' }) ?? 0) >= 1, `${service}'s pool`);
    }
    assert.ok(sample(after, 'process_cpu_user_seconds_total', {}) !== undefined, "Node's process metrics");
  });
});

interface ReceivedSpan {
  traceId: string;
  name: string;
  scope: string;
}

/** An OTLP/HTTP receiver (JSON encoding) that keeps every span sent to it. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; stop(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      assert.equal(req.url, '/v1/traces');
      assert.match(req.headers['content-type'] ?? '', /application\/json/);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{ scopeSpans: Array<{ scope: { name: string }; spans: Array<{ traceId: string; name: string }> }> }>;
      };
      for (const resource of body.resourceSpans)
        for (const scoped of resource.scopeSpans)
          for (const span of scoped.spans) spans.push({ traceId: span.traceId, name: span.name, scope: scoped.scope.name });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, spans, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

for (const bus of ['in-process', 'nats'] as const) {
  describe(`tracing over the ${bus} bus`, () => {
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let system: TestSystem;

    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      system = await startTestSystem({ bus, env: { TEST_NOW, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } });
    });
    afterAll(async () => {
      await system?.stop();
      await receiver?.stop();
    });

    test('when a browser checks out, then one trace holds the gateway, ordering and the notification consumer that e-mails the confirmation', async () => {
      const ready = await readyToCheckOut(system);
      // The browser starts the trace; every part of Lunchbox continues it.
      const traceId = randomBytes(16).toString('hex');
      await checkOut(system, ready, { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` });

      /**
       * Spans are exported in batches (every second) as they end, so the notification consumer's
       * can reach the receiver before the gateway's request span has ended: the test waits for every
       * span it names below, not only for the last one in the chain.
       */
      const named: Array<[scope: string, name: string]> = [
        ['lunchbox.gateway', 'POST /api/checkout'],
        ['lunchbox.gateway', 'graphql mutation Checkout'],
        ['lunchbox.gateway', 'subgraph ordering'],
        ['lunchbox.ordering', 'POST /graphql'],
        ['lunchbox.ordering', 'ordering transaction'],
        ['lunchbox.ordering', 'publish order.placed'],
        ['lunchbox.notification', 'consume order.placed'],
        ['lunchbox.notification', 'smtp send'],
      ];
      const spans = await waitFor('the checkout trace to reach the notification consumer', () => receiver.spans.filter((span) => span.traceId === traceId), {
        until: (found) => named.every(([scope, name]) => found.some((span) => span.scope === scope && span.name === name)),
      });
      const names = (scope: string) => spans.filter((span) => span.scope === scope).map((span) => span.name);
      assert.ok(names('lunchbox.gateway').includes('POST /api/checkout'), `gateway spans: ${names('lunchbox.gateway').join(', ')}`);
      assert.ok(names('lunchbox.gateway').includes('graphql mutation Checkout'));
      assert.ok(names('lunchbox.gateway').includes('subgraph ordering'));
      assert.ok(names('lunchbox.ordering').includes('POST /graphql'), `ordering spans: ${names('lunchbox.ordering').join(', ')}`);
      assert.ok(names('lunchbox.ordering').includes('ordering transaction'));
      assert.ok(names('lunchbox.ordering').includes('publish order.placed'));
      assert.ok(names('lunchbox.notification').includes('smtp send'), `notification spans: ${names('lunchbox.notification').join(', ')}`);

      // The relay polls and the sweeps run outside any request: they must not flood the receiver with traces of their own.
      // A transaction's span ends, and may be exported, a batch before the request or consumer span
      // around it: a trace counts as lone only if no other span of it ever comes.
      const tracesOf = (predicate: (span: ReceivedSpan) => boolean) => new Set(receiver.spans.filter(predicate).map((span) => span.traceId));
      const loneTransactions = () => {
        const withOtherWork = tracesOf((span) => !span.name.endsWith(' transaction'));
        return [...tracesOf((span) => span.name.endsWith(' transaction'))].filter((id) => !withOtherWork.has(id));
      };
      assert.deepEqual(
        await waitFor('every traced transaction to be part of other work', loneTransactions, { until: (lone) => lone.length === 0 }),
        [],
        'traces that hold nothing but a transaction',
      );
    });
  });
}
