import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';

/**
 * A built web app as Vite leaves it (web/vite.config.ts): hashed assets with their brotli and gzip
 * copies, the page, the service worker, a hidden source map and robots.txt.
 */
function writeBuiltApp(dist: string) {
  const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ day: index % 5, dish: `Dish ${index}` })))};\n`;
  const page = `<!doctype html><html lang="en"><head><title>Lunchbox</title>${'<meta name="x" content="padding" />'.repeat(60)}</head><body><div id="root"></div><script type="module" src="/assets/index-AbCd1234.js"></script></body></html>`;
  const prerenderedAuth = page.replace('<div id="root"></div>', '<div id="root" data-prerendered="/auth"><h1>Welcome to Lunchbox!</h1></div>');
  const serviceWorker = `self.addEventListener('fetch', () => {});\n${'// precache manifest\n'.repeat(100)}`;
  const files: Record<string, string> = {
    'index.html': page,
    'assets/index-AbCd1234.js': script,
    'assets/index-AbCd1234.js.map': '{"version":3,"sources":["secret-source.tsx"],"mappings":""}',
    'prerendered/auth.html': prerenderedAuth,
    'sw.js': serviceWorker,
    'robots.txt': 'User-agent: *\nAllow: /\nDisallow: /admin\n',
  };
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    if (name.endsWith('.map') || name.endsWith('.txt')) continue;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  return { script, page, prerenderedAuth, serviceWorker };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, before any decoding. */
  bytes: Buffer;
}

/** A request whose answer is read byte for byte (fetch would decode it and hide what was sent). */
function rawRequest(base: string, pathname: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, base), { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  assert.equal(encoding, undefined, `unexpected content-encoding ${String(encoding)}`);
  return answer.bytes.toString('utf8');
}

function varyNames(answer: RawAnswer): string[] {
  return String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('the gateway sends the web app and its answers compressed and cacheable', () => {
  let system: TestSystem;
  let dist: string;
  let built: ReturnType<typeof writeBuiltApp>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-web-dist-'));
    built = writeBuiltApp(dist);
    system = await startTestSystem({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const encodings: Array<[string, string | undefined]> = [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ];

  for (const [acceptEncoding, expected] of encodings) {
    test(`when a browser that accepts "${acceptEncoding}" loads a hashed script, then it gets the ${expected ?? 'uncompressed'} copy, cached for a year`, async () => {
      const answer = await rawRequest(system.url, '/assets/index-AbCd1234.js', { 'accept-encoding': acceptEncoding });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], expected);
      assert.ok(varyNames(answer).includes('accept-encoding'), `Vary: ${String(answer.headers.vary)}`);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(answer.headers['content-type']), /javascript/);
      assert.equal(decoded(answer), built.script);
      if (expected) assert.ok(answer.bytes.length < built.script.length / 3, `sent ${answer.bytes.length} bytes of ${built.script.length}`);
    });

    test(`when a browser that accepts "${acceptEncoding}" opens a page of the app, then index.html comes ${expected ?? 'uncompressed'} and is revalidated on every load`, async () => {
      const answer = await rawRequest(system.url, '/weekly-menu', { 'accept-encoding': acceptEncoding, accept: 'text/html' });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], expected);
      assert.ok(varyNames(answer).includes('accept-encoding'));
      assert.equal(answer.headers['cache-control'], 'no-cache');
      assert.match(String(answer.headers['content-type']), /text\/html/);
      assert.equal(decoded(answer), built.page);
    });

    test(`when a browser that accepts "${acceptEncoding}" asks for a captcha over REST, then a large answer comes ${expected ?? 'uncompressed'}`, async () => {
      // The captcha answer carries an SVG image: well above the compression threshold.
      const answer = await rawRequest(system.url, '/api/captcha', { 'accept-encoding': acceptEncoding });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], expected);
      assert.ok(varyNames(answer).includes('accept-encoding'));
      assert.match(String(answer.headers['cache-control']), /no-store/, 'the API still asks for no caching');
      const body = JSON.parse(decoded(answer)) as { captchaId: string; image: string };
      assert.match(body.image, /^data:image\/svg\+xml/);
    });

    test(`when a browser that accepts "${acceptEncoding}" sends a GraphQL query, then a large answer comes ${expected ?? 'uncompressed'}`, async () => {
      const query = JSON.stringify({ query: 'mutation { createCaptcha { captchaId image } }' });
      const answer = await rawRequest(system.url, '/graphql', { 'accept-encoding': acceptEncoding, 'content-type': 'application/json' }, query);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], expected);
      const body = JSON.parse(decoded(answer)) as { data: { createCaptcha: { image: string } } };
      assert.match(body.data.createCaptcha.image, /^data:image\/svg\+xml/);
    });
  }

  test('when the web app sends a query as GET (as it does, for the service worker), then it is answered and no HTTP cache keeps it', async () => {
    const query = new URLSearchParams({ query: 'query ActiveWeeklyMenuItems { activeWeeklyMenuItems { id } }', operationName: 'ActiveWeeklyMenuItems' });
    const answer = await rawRequest(system.url, `/graphql?${query}`, { 'accept-encoding': 'br', 'apollo-require-preflight': 'true' });
    assert.equal(answer.status, 200, decoded(answer));
    assert.deepEqual(JSON.parse(decoded(answer)), { data: { activeWeeklyMenuItems: [] } });
    assert.match(String(answer.headers['cache-control']), /no-store/);
    // Without the preflight header a GET query could come from any site (an <img>, a link): Apollo's CSRF check refuses it.
    const forged = await rawRequest(system.url, `/graphql?${query}`, {});
    assert.equal(forged.status, 400);
  });

  test('when an answer is small (a health check), then it is sent as it is', async () => {
    const answer = await rawRequest(system.url, '/healthz', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(answer.bytes.toString('utf8')), { status: 'ok' });
  });

  test('when a visitor without a session opens a page the build drew ahead, then they get that page, compressed and revalidated', async () => {
    const answer = await rawRequest(system.url, '/auth', { 'accept-encoding': 'br', accept: 'text/html' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.ok(varyNames(answer).includes('cookie'), `Vary: ${String(answer.headers.vary)}`);
    assert.equal(decoded(answer), built.prerenderedAuth);
  });

  test('when a signed-in visitor opens a page the build drew ahead, then they get index.html: the signed-out frame is not theirs', async () => {
    const answer = await rawRequest(system.url, '/auth', { 'accept-encoding': 'br', accept: 'text/html', cookie: 'lunchbox_session=some-session' });
    assert.equal(answer.status, 200);
    assert.ok(varyNames(answer).includes('cookie'));
    assert.equal(decoded(answer), built.page);
  });

  test('when the browser checks the service worker, then it comes compressed and must be revalidated', async () => {
    const answer = await rawRequest(system.url, '/sw.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.equal(decoded(answer), built.serviceWorker);
  });

  test('when someone asks for a source map, then it is not found: the sources stay on the server', async () => {
    const answer = await rawRequest(system.url, '/assets/index-AbCd1234.js.map', { accept: '*/*' });
    assert.equal(answer.status, 404);
    assert.doesNotMatch(answer.bytes.toString('utf8'), /secret-source/);
  });

  test('when a script that does not exist is asked for, then it is a 404, not the page', async () => {
    const answer = await rawRequest(system.url, '/assets/index-Gone0000.js', { accept: '*/*' });
    assert.equal(answer.status, 404);
    assert.doesNotMatch(answer.bytes.toString('utf8'), /id="root"/);
  });

  test('when a crawler reads robots.txt, then it gets the real file, not the app', async () => {
    const answer = await rawRequest(system.url, '/robots.txt', { accept: 'text/html,*/*' });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /text\/plain/);
    assert.equal(decoded(answer), 'User-agent: *\nAllow: /\nDisallow: /admin\n');
  });
});
