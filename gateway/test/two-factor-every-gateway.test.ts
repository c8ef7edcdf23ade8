import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { generate } from 'otplib';
import { createLogger } from '@lunchbox/kit/process/logger';
import type { RunningServer } from '@lunchbox/kit/http/subgraph-server';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { startGateway } from '../src/main.ts';
import { Browser } from './parents.ts';

/**
 * Under REQUIRE_ADMIN_2FA an administrator without a second factor is refused the admin area. Each
 * gateway caches the sessions it has checked; once the administrator turns two-factor on through
 * one gateway, the others must let them in as soon as identity's event reaches them, not when their
 * cached copy of the session would have been renewed (half the access token's life, minutes later).
 */
describe('a second factor gained through one gateway is seen by every gateway', () => {
  let system: TestSystem;
  let other: RunningServer;

  beforeAll(async () => {
    system = await startTestSystem({ env: { REQUIRE_ADMIN_2FA: 'true' } });
    const urlOf = (name: string) => system.services.find((service) => service.name === name)!.url;
    // A second gateway replica in front of the same subgraphs and bus, as `--scale gateway=2` would run.
    other = await startGateway({
      port: 0,
      host: '127.0.0.1',
      subgraphUrls: { identity: urlOf('identity'), menu: urlOf('menu'), ordering: urlOf('ordering'), notification: urlOf('notification') },
      publicUrl: system.url,
      bus: system.bus,
      schoolTimeZone: 'America/Los_Angeles',
      log: createLogger('gateway-2'),
    });
  });
  afterAll(async () => {
    await other?.stop();
    await system?.stop();
  });

  test('when an administrator turns two-factor on through one gateway, then the other gateway lets the same session into the admin area within seconds', async () => {
    const here = new Browser(system.url);
    assert.equal((await here.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);
    const there = new Browser(other.url, here.address);
    here.cloneCookiesTo(there);
    // Both gateways have checked the session and hold it as one without a second factor.
    for (const browser of [here, there]) {
      const refused = await browser.get('/api/admin/users');
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'TWO_FACTOR_REQUIRED');
    }

    const setup = await here.post('/api/2fa/setup', {});
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const enabled = await here.post('/api/2fa/enable', { code: await generate({ secret: setup.body.secret }) });
    assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
    assert.equal((await here.get('/api/admin/users')).status, 200, 'the gateway that served it, on the next request');
    const seen = await waitFor('the other gateway to let the administrator in', async () => (await there.get('/api/admin/users')).status, {
      until: (status) => status === 200,
      timeoutMs: 10_000,
    });
    assert.equal(seen, 200);
  });
});
