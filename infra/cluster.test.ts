import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { ApiClient } from './test/http-client.ts';
import { startLocalCluster, type LocalCluster } from './test/local-cluster.ts';
import { untilOrderingKnows } from './test/read-models.ts';
import { TEST_ADMIN, TEST_CAPTCHA } from './test/test-system.ts';

/** Monday 23 November 2026, 8 AM at the schools: Friday's lunch can be ordered. */
const TEST_NOW = '2026-11-23T16:00:00.000Z';

/**
 * The local cluster as a person starts it (`npm run cluster`): every service its own process, two
 * ordering replicas behind the gateway, events over a real NATS JetStream, mail into an SMTP
 * capture. One order travels the whole way: menu and children reach ordering over NATS, the placed
 * order reaches notification, which mails the parent.
 */
describe('the local cluster', () => {
  let cluster: LocalCluster | undefined;
  let dataDir: string;
  let baseUrl: string;
  let database: TestDatabase;
  /** What the first test leaves for the next one: a signed-in parent with a child, and a way to add dishes. */
  let parentOfFirstTest: { parent: ApiClient; email: string; itemFor: (dayOfWeek: string, menuItem: string) => Promise<number> } | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    cluster = await startLocalCluster({ name: 'cluster', databaseUrl: database.url, testNow: TEST_NOW });
    ({ baseUrl, dataDir } = cluster);
  });

  afterAll(async () => {
    await cluster?.remove();
    await database?.drop();
  });

  test('when a parent orders through the cluster, then both ordering replicas serve and the confirmation e-mail arrives', async () => {
    const admin = new ApiClient(baseUrl);
    assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const item = await admin.post('/api/weekly-menu', {
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Friday',
      menuItem: 'Pizza Friday',
      description: 'Cheese pizza and salad',
      price: '6.50',
    });
    assert.equal(item.status, 201, JSON.stringify(item.body));

    const parent = new ApiClient(baseUrl);
    const captcha = await parent.get('/api/captcha');
    const email = `cluster-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await parent.post('/api/register', {
      username: email.split('@')[0],
      email,
      password: 'secret-pass',
      fullName: 'Clara Cluster',
      phone: '555-123-4567',
      captchaAnswer: TEST_CAPTCHA,
      captchaId: captcha.body.captchaId,
    });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const child = await parent.post('/api/child-profile', { name: 'Cody', school: 'Sutter Elementary', grade: '2', teacher: 'Room 3' });
    assert.equal(child.status, 201, JSON.stringify(child.body));

    const cart = {
      checkoutId: randomUUID(),
      items: [
        {
          id: randomUUID(),
          childName: 'Cody',
          parentName: 'Clara Cluster',
          email,
          phone: '555-123-4567',
          school: 'Sutter Elementary',
          grade: '2',
          teacher: 'Room 3',
          lunchDate: '2026-11-27',
          lunchOptions: ['Pizza Friday'],
          weeklyMenuItemIds: [item.body.id],
          totalAmount: 6.5,
          notes: '',
          addedAt: TEST_NOW,
        },
      ],
    };
    // The child and the dish reach ordering over NATS (both replicas read the one database).
    await untilOrderingKnows({ databaseUrl: database.url }, { childIds: [child.body.id], itemIds: [item.body.id] });
    const placed = await parent.post('/api/checkout', cart);
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.body.orders.length, 1);

    // Reads alternate between the replicas; both answer the same, from the one database.
    const answers = await Promise.all([1, 2, 3, 4].map(() => parent.get('/api/my-lunch-orders')));
    for (const answer of answers)
      assert.deepEqual(
        answer.body.map((order: { lunchDate: string }) => order.lunchDate),
        ['2026-11-27'],
      );

    const mailDir = path.join(dataDir, 'cluster-mail');
    const readMails = (): Array<{ to: string[]; subject: string; text?: string }> => {
      try {
        return readdirSync(mailDir).map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')));
      } catch {
        return [];
      }
    };
    const confirmation = await waitFor('the order confirmation in the SMTP capture', () =>
      readMails().find((mail) => mail.to.includes(email) && /Pizza Friday/.test(mail.text ?? '')),
    );
    assert.ok(confirmation, 'the order confirmation reached the SMTP capture');
    assert.match(confirmation.text ?? '', /Cody/);
    assert.match(confirmation.text ?? '', /\$6\.50/);
    parentOfFirstTest = {
      parent,
      email,
      itemFor: async (dayOfWeek: string, menuItem: string) => {
        const created = await admin.post('/api/weekly-menu', {
          weekStartDate: '2026-11-23',
          weekEndDate: '2026-11-27',
          dayOfWeek,
          menuItem,
          description: 'Freshly made',
          price: '5.00',
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        return created.body.id as number;
      },
    };
  });

  test('when nats-server crashes, then the cluster starts it again on its store under DATA_DIR and events flow again', async () => {
    assert.ok(parentOfFirstTest, 'the first test placed an order');
    const { parent, email, itemFor } = parentOfFirstTest;
    const pidFile = path.join(dataDir, 'cluster', 'nats-server.pid');
    const crashed = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(readdirSync(path.join(dataDir, 'nats', 'jetstream')).length > 0, 'JetStream keeps its store under DATA_DIR/nats');
    process.kill(crashed, 'SIGKILL');
    await waitFor('nats-server started again', () => Number(readFileSync(pidFile, 'utf8')) !== crashed, { timeoutMs: 30_000 });

    // A dish created now reaches ordering over the restarted server (the stream and its consumers
    // are the ones the store kept), and so does the order's event on its way to the e-mail.
    const itemId = await itemFor('Thursday', 'Taco Thursday');
    const cart = {
      checkoutId: randomUUID(),
      items: [
        {
          id: randomUUID(),
          childName: 'Cody',
          parentName: 'Clara Cluster',
          email,
          phone: '555-123-4567',
          school: 'Sutter Elementary',
          grade: '2',
          teacher: 'Room 3',
          lunchDate: '2026-11-26',
          lunchOptions: ['Taco Thursday'],
          weeklyMenuItemIds: [itemId],
          totalAmount: 5,
          notes: '',
          addedAt: TEST_NOW,
        },
      ],
    };
    await untilOrderingKnows({ databaseUrl: database.url }, { itemIds: [itemId] });
    const placed = await parent.post('/api/checkout', cart);
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const mailDir = path.join(dataDir, 'cluster-mail');
    const confirmation = await waitFor('the confirmation of the order placed after the crash', () =>
      readdirSync(mailDir)
        .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
        .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; text: string })
        .find((mail) => mail.to.includes(email) && /Taco Thursday/.test(mail.text)),
    );
    assert.ok(confirmation, 'the confirmation of the order placed after the crash arrived');
  });
});
