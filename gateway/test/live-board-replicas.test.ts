import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { loadOrCreateKeyPair } from '@lunchbox/kit/auth/tokens';
import type { EventBus } from '@lunchbox/kit/messaging/bus';
import { createBus } from '@lunchbox/kit/messaging/bus-factory';
import { createLogger } from '@lunchbox/kit/process/logger';
import type { RunningServer } from '@lunchbox/kit/http/subgraph-server';
import type { RunningService } from '@lunchbox/kit/process/service';
import { startNatsServer, type NatsServer } from '@lunchbox/kit/testing/nats-server';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { defaultOrderingSettings } from '@lunchbox/ordering/config';
import { startOrderingService } from '@lunchbox/ordering/main';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { startGateway } from '../src/main.ts';
import { boardFixture, TEST_NOW, watchBoard } from './board-fixtures.ts';
import { Browser } from './parents.ts';

/**
 * The cluster's shape in one test: events over a real NATS JetStream, two ordering replicas whose
 * outbox relays both publish, and two gateways, each with an administrator's board open on it.
 */
describe('the live board with two ordering replicas and two gateways over NATS (issue 14 §3)', () => {
  let nats: NatsServer;
  let system: TestSystem;
  const buses: EventBus[] = [];
  let secondOrdering: RunningService;
  let secondGateway: RunningServer;

  beforeAll(async () => {
    nats = await startNatsServer();
    system = await startTestSystem({ env: { TEST_NOW, NATS_URL: nats.url } });
    const log = createLogger('replica');
    const [identity, menu, ordering, notification] = system.services;
    buses.push(await createBus({ natsUrl: nats.url, log }), await createBus({ natsUrl: nats.url, log }));
    secondOrdering = await startOrderingService({
      databaseUrl: system.databaseUrl,
      bus: buses[0]!,
      publicKey: loadOrCreateKeyPair(system.dataDir).publicKey,
      log,
      port: 0,
      host: '127.0.0.1',
      settings: defaultOrderingSettings,
    });
    secondGateway = await startGateway({
      port: 0,
      subgraphUrls: { identity: identity!.url, menu: menu!.url, ordering: `${ordering!.url},${secondOrdering.url}`, notification: notification!.url },
      publicUrl: system.url,
      bus: buses[1]!,
      schoolTimeZone: 'America/Los_Angeles',
      log,
    });
  });

  afterAll(async () => {
    await secondGateway?.stop();
    await secondOrdering?.stop();
    for (const bus of buses) await bus.close();
    await system?.stop();
    await nats?.stop();
  });

  test('when lunches are ordered, paid and cancelled through either gateway, then each board hears every change exactly once', async () => {
    const { admin, items, maria, order } = await boardFixture(system, [
      ['Monday', 'Chicken Teriyaki Bowl', '6.50'],
      ['Tuesday', 'Veggie Pasta', '5.50'],
      ['Wednesday', 'Turkey Wrap', '6.75'],
    ]);
    const mariaOnSecond = new Browser(secondGateway.url);
    maria.browser.cloneCookiesTo(mariaOnSecond);
    const adminOnSecond = new Browser(secondGateway.url);
    admin.cloneCookiesTo(adminOnSecond);
    const boards = [watchBoard(system.url, admin.cookieHeader), watchBoard(secondGateway.url, admin.cookieHeader)];
    try {
      await Promise.all(boards.map((board) => board.opened));
      // Several checkouts, so both ordering replicas place (and relay) some of them.
      const placed = [
        ...(await order(
          [
            [items.Monday!, '2026-11-23'],
            [items.Tuesday!, '2026-11-24'],
          ],
          mariaOnSecond,
        )),
        ...(await order([[items.Wednesday!, '2026-11-25']])),
      ];
      for (const [index, lunch] of placed.entries()) {
        const via = index % 2 === 0 ? admin : adminOnSecond;
        assert.equal((await via.patch(`/api/admin/orders/${lunch.id}/payment`, { paymentStatus: 'paid' })).status, 200);
      }
      assert.equal((await mariaOnSecond.post(`/api/lunch-orders/${placed[2]!.id}/cancel`)).status, 200);

      const ids = new Set(placed.map((lunch) => lunch.id));
      const expected = [...placed.map((lunch) => `placed ${lunch.id}`), ...placed.map((lunch) => `payment ${lunch.id}`), `cancelled ${placed[2]!.id}`].sort();
      for (const board of boards) {
        const heard = () => board.heard.filter((entry) => ids.has(entry.change.orderId)).map((entry) => `${entry.change.kind} ${entry.change.orderId}`);
        await waitFor('every change on the board', () => new Set(heard()).size === expected.length);
        assert.deepEqual(heard().sort(), expected, 'every change, none twice');
      }
    } finally {
      for (const board of boards) board.source.close();
    }
  });
});
