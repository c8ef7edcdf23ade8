import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { RunningService } from '@lunchbox/kit/process/service';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newParentFields, newSignedInParent, registerWith, sessionCookieLine } from './parents.ts';

const MY_CREDIT = '{ myCredit { balance } }';

/**
 * In the embedded default the gateway hands GraphQL requests to the subgraphs in its own process
 * without HTTP. What a person notices must not change: sessions begin and end with the cookie, a
 * signed-in parent is served, and each subgraph still checks the caller itself.
 */
describe('the subgraphs in the gateway’s own process', () => {
  let system: TestSystem;
  let ordering: RunningService;

  beforeAll(async () => {
    system = await startTestSystem();
    const found = system.services.find((service) => service.name === 'ordering');
    assert.ok(found);
    ordering = found;
  });

  afterAll(async () => {
    await system?.stop();
  });

  const askOrdering = async (authorization?: string) => {
    const answer = await ordering.inProcess({
      headers: { 'content-type': 'application/json', 'x-request-id': randomUUID(), ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query: MY_CREDIT }),
    });
    return JSON.parse(answer.text) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  };

  test('when a parent registers, signs out and signs in again, then the cookie is set, cleared and set again', async () => {
    const browser = new Browser(system.url);
    const fields = newParentFields();
    const registered = await registerWith(browser, { ...fields });
    assert.equal(registered.status, 201);
    assert.ok(sessionCookieLine(registered));
    const loggedOut = await browser.post('/api/logout', {});
    assert.match(sessionCookieLine(loggedOut) ?? '', /^lunchbox_session=;/);
    const loggedIn = await browser.post('/api/login', { username: fields.username, password: fields.password });
    assert.equal(loggedIn.status, 200);
    assert.ok(sessionCookieLine(loggedIn));
    const me = await browser.graphql(MY_CREDIT);
    assert.equal(me.body.errors, undefined);
  });

  test('when a signed-in parent reads their credit through the gateway, then ordering answers it', async () => {
    const parent = await newSignedInParent(system.url);
    const response = await parent.browser.graphql<{ myCredit: { balance: string } }>(MY_CREDIT);
    assert.equal(response.body.errors, undefined);
    assert.equal(response.body.data?.myCredit.balance, '0.00');
  });

  test('when a parent sends a cart whose child id is not a number, then the gateway names the bad variable and nothing is placed, also once the operation is known', async () => {
    const parent = await newSignedInParent(system.url);
    const checkout = 'mutation Checkout($checkoutId: String, $items: [CartItemInput]) { checkout(checkoutId: $checkoutId, items: $items) { checkoutId } }';
    const cartItem = { id: 'cart-1', childId: 'seven', childName: 'Ada', lunchDate: '2026-11-18', weeklyMenuItemIds: [1] };
    // The first time the gateway plans the operation; afterwards it sends such a plan straight to ordering.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await parent.browser.graphql(checkout, { checkoutId: randomUUID(), items: [cartItem] });
      assert.equal(answer.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', `attempt ${attempt}`);
      assert.match(answer.body.errors?.[0]?.message ?? '', /^Variable "\$items" got invalid value "seven" at "items\[0\]\.childId"; Int cannot represent non-integer value/);
      const valid = await parent.browser.graphql(checkout, { checkoutId: randomUUID(), items: [] });
      assert.ok(valid.body.errors?.length, 'an empty cart is refused by ordering');
    }
    const lunches = await parent.browser.get('/api/my-lunch-orders');
    assert.deepEqual(lunches.body, []);
  });

  test('when a request reaches ordering with no token or a forged one, then ordering itself refuses it as not signed in', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${forgedToken()}`]) {
      const answer = await askOrdering(authorization);
      assert.equal(answer.data ?? null, null);
      assert.equal(answer.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', `for ${authorization ?? 'no token'}`);
    }
  });
});

/** A token shaped like identity's, claiming an administrator, signed by nobody's key. */
function forgedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: '1', role: 'admin', isAdmin: true, iat: now, exp: now + 300 })}.${Buffer.from('forged').toString('base64url')}`;
}
