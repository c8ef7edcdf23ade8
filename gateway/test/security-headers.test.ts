import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser } from './parents.ts';

/** The policy's directives by name, e.g. 'script-src' → ["'self'"]. */
function directivesOf(header: string | null): Map<string, string[]> {
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers (helmet)', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await startTestSystem();
  });
  afterAll(async () => {
    await system?.stop();
  });

  test('when the web app or the API answers, then the policy lets scripts come only from our own files', async () => {
    const browser = new Browser(system.url);
    for (const path of ['/', '/my-orders', '/api/user', '/api/docs']) {
      const response = await browser.request('GET', path, undefined, { accept: path.startsWith('/api') ? 'application/json' : 'text/html' });
      const csp = directivesOf(response.headers.get('content-security-policy'));
      assert.deepEqual(csp.get('script-src'), ["'self'"], path);
      assert.deepEqual(csp.get('script-src-attr'), ["'none'"], path);
      assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"], 'MUI injects its styles at run time');
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.ok(!csp.has('upgrade-insecure-requests'), 'served over http here');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'same-origin');
      assert.equal(response.headers.get('x-powered-by'), null);
    }
  });

  test('when the gateway is reached over plain http, then it sends no HSTS; behind a proxy that terminated TLS, it does', async () => {
    const browser = new Browser(system.url);
    assert.equal((await browser.get('/healthz')).headers.get('strict-transport-security'), null);
    // The test talks to the gateway over loopback, the proxy the gateway trusts to say how the browser came in.
    const overTls = await browser.request('GET', '/healthz', undefined, { 'x-forwarded-proto': 'https' });
    assert.match(overTls.headers.get('strict-transport-security') ?? '', /max-age=\d{7,}/);
  });

  test('when a person opens /graphql in a browser, then GraphiQL (not the CDN-loaded Apollo Sandbox) comes under the same policy', async () => {
    const response = await new Browser(system.url).request('GET', '/graphql', undefined, { accept: 'text/html' });
    const csp = directivesOf(response.headers.get('content-security-policy'));
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    const page = String(response.body);
    assert.doesNotMatch(page, /apollographql\.com|embeddable-sandbox|cdn\./);
    // The page is built with the web app (npm run build:web); the browser test opens the built one.
    if (response.status === 503) assert.match(page, /GraphiQL is not built yet/);
    else {
      assert.equal(response.status, 200);
      assert.match(page, /<title>Lunchbox GraphQL API · GraphiQL<\/title>/);
      assert.match(page, /src="\/graphiql\/assets\//);
    }
  });
});
