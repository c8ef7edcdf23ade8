import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ApiClient } from '../../infra/test/http-client.ts';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';

const UNAVAILABLE = 'Service temporarily unavailable. Please try again.';

/**
 * A subgraph with no replica reachable (down, or restarting after a crash) is an outage the caller
 * can wait out, not a server bug: REST answers 503 and GraphQL says SERVICE_UNAVAILABLE.
 */
describe('when a subgraph cannot be reached', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await startTestSystem();
    const menu = system.services.find((service) => service.name === 'menu');
    assert.ok(menu);
    await menu.stop();
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('then a REST read that needs it answers 503 with a message saying to try again', async () => {
    const visitor = new ApiClient(system.url);
    const response = await visitor.get('/api/weekly-menu-items/active');
    assert.equal(response.status, 503);
    assert.deepEqual(response.body, { error: UNAVAILABLE, message: UNAVAILABLE });
  });

  test('then GraphQL reports SERVICE_UNAVAILABLE for it', async () => {
    const visitor = new ApiClient(system.url);
    const response = await visitor.graphql('{ activeWeeklyMenuItems { id } }');
    assert.equal(response.body.errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
    assert.equal(response.body.errors?.[0]?.message, UNAVAILABLE);
  });
});
