import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { rendererFileOf } from '../src/signed-in-pages.ts';
import { Browser, newSignedInParent } from './parents.ts';

/**
 * index.html as the web build leaves it: #root holds the header's outline, up to its end marker, and its head preloads
 * the app's code; and the shell the build leaves for drawn pages, the same without those preloads.
 */
const APP_PRELOAD = '<link rel="modulepreload" data-app fetchpriority="low" crossorigin href="/assets/main-app-EfGh5678.js">';
const INDEX_HTML =
  `<!doctype html><html lang="en"><head><title>Lunchbox</title><meta name="description" content="School lunches" />${APP_PRELOAD}</head>` +
  '<body><div id="root"><header>outline</header><!-- end of #root --></div><script type="module" src="/assets/main-AbCd1234.js"></script></body></html>';
const DRAWN_PAGE_SHELL = INDEX_HTML.replace(APP_PRELOAD, '');

/** Something a visitor could have typed into their own data, which must not end the answers' data block. */
const TRICKY = '</script><script>alert(1)</script>';

/**
 * The web build's renderer (web/src/app/signed-in-render.tsx) stood in for by one whose behaviour the
 * address picks: it asks the gateway for the session over the `fetch` it is given, as the real one does.
 */
const RENDERER = `
globalThis.lunchboxTestRendererLoaded = true;
export async function renderSignedInPage({ address, fetch, phone }) {
  const pathname = new URL(address, 'http://page.invalid').pathname;
  if (pathname === '/fails') throw new Error('the drawing failed');
  if (pathname === '/hangs') return new Promise(() => undefined);
  const answer = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { fullName } }' }) });
  const { data } = await answer.json();
  if (!data?.me) return null;
  return {
    html: '<h1>Hello ' + data.me.fullName + '</h1>' + (phone ? '<p>Laid out for a phone</p>' : ''),
    styleTags: '<style data-drawn-styles="a1">.a1{color:red}</style>',
    title: 'Your home',
    description: 'Your lunches',
    answers: JSON.stringify({ name: data.me.fullName, note: ${JSON.stringify(TRICKY)} }),
  };
}
`;

describe('a signed-in visitor gets their first screen drawn by the gateway, or index.html', () => {
  let system: TestSystem;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'drawn-page-shell.html'), DRAWN_PAGE_SHELL);
    mkdirSync(path.dirname(rendererFileOf(dist)), { recursive: true });
    writeFileSync(rendererFileOf(dist), RENDERER);
    system = await startTestSystem({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(path.dirname(rendererFileOf(dist)), { recursive: true, force: true });
  });

  async function openPage(browser: Browser, pathname: string) {
    const answer = await browser.request<string>('GET', pathname, undefined, { accept: 'text/html' });
    return { status: answer.status, html: String(answer.body), cacheControl: answer.headers.get('cache-control'), vary: answer.headers.get('vary') ?? '' };
  }

  test('when the gateway has started, then the drawing\'s code is loaded before any visitor asks for a page, not within the first one\'s deadline', async () => {
    const loaded = () => (globalThis as { lunchboxTestRendererLoaded?: boolean }).lunchboxTestRendererLoaded === true || undefined;
    assert.equal(await waitFor('the renderer loaded without a visitor', loaded), true);
  });

  test('when a signed-in parent opens a page, then it comes drawn with their name, its styles and its answers, without preloads of the app\'s code, and no cache may keep it', async () => {
    const { browser } = await newSignedInParent(system.url, { fullName: 'Robin Drawn' });
    const page = await openPage(browser, '/');
    assert.equal(page.status, 200);
    assert.ok(page.html.includes('<div id="root" data-drawn-signed-in="/"><h1>Hello Robin Drawn</h1></div>'), page.html);
    assert.ok(page.html.includes('<title>Your home</title>'));
    // Painted before the app's code is asked for (web/src/app/main.tsx): nothing of it preloaded alongside the first frame.
    assert.ok(page.html.includes('<script type="module" src="/assets/main-AbCd1234.js">'));
    assert.ok(!page.html.includes('modulepreload'), page.html);
    assert.ok(page.html.includes('<style data-drawn-styles="a1">.a1{color:red}</style>\n  </head>'));
    assert.equal(page.cacheControl, 'no-store');
    for (const header of ['cookie', 'sec-ch-ua-mobile', 'user-agent']) assert.ok(page.vary.toLowerCase().includes(header), `Vary: ${page.vary}`);
    // The answers travel in a data block that no text of theirs can end or turn into a script.
    assert.ok(!page.html.includes(TRICKY));
    const block = page.html.match(/<script type="application\/json" id="signed-in-answers">([\s\S]*?)<\/script>/);
    assert.ok(block, 'the answers are in the page');
    assert.deepEqual(JSON.parse(block[1]!), { name: 'Robin Drawn', note: TRICKY });
  });

  test('when a phone opens a page (its client hint, or "Mobi" in its user agent), then the page is drawn for a phone; a computer\'s is not', async () => {
    const { browser } = await newSignedInParent(system.url, { fullName: 'Robin Phone' });
    const phoneUserAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
    const computerUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
    const drawnFor = async (headers: Record<string, string>) =>
      String((await browser.request<string>('GET', '/admin', undefined, { accept: 'text/html', ...headers })).body).match(/<div id="root"[^>]*>(.*?)<\/div>/)?.[1];
    assert.equal(await drawnFor({ 'sec-ch-ua-mobile': '?1' }), '<h1>Hello Robin Phone</h1><p>Laid out for a phone</p>');
    assert.equal(await drawnFor({ 'user-agent': phoneUserAgent }), '<h1>Hello Robin Phone</h1><p>Laid out for a phone</p>');
    assert.equal(await drawnFor({ 'user-agent': computerUserAgent, 'sec-ch-ua-mobile': '?0' }), '<h1>Hello Robin Phone</h1>');
  });

  test('when the drawing fails, or takes too long, then the signed-in parent gets index.html as it is', async () => {
    const { browser } = await newSignedInParent(system.url);
    const failed = await openPage(browser, '/fails');
    assert.equal(failed.status, 200);
    assert.equal(failed.html, INDEX_HTML);
    assert.equal(failed.cacheControl, 'no-cache');

    const startedAt = Date.now();
    const late = await openPage(browser, '/hangs');
    assert.equal(late.html, INDEX_HTML);
    assert.ok(Date.now() - startedAt < 5_000, `answered after ${Date.now() - startedAt} ms`);
  });

  test('when the session cookie is of no session (it ended), then index.html goes out, drawn by nobody', async () => {
    const browser = new Browser(system.url);
    const page = await browser.request<string>('GET', '/', undefined, { accept: 'text/html', cookie: 'lunchbox_session=ended-long-ago' });
    assert.equal(page.status, 200);
    assert.equal(String(page.body), INDEX_HTML);
  });
});
