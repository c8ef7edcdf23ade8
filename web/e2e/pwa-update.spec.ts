import { createServer, type Server } from 'node:http';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Issue 11: a new version announces itself ("A new version is available", Reload) rather than
 * changing under the parent. The page is served by a server of this test's own, which first sends
 * the current build and then a second one (the same build with another index.html and hence
 * another service worker), so the run's shared system keeps serving the build every other scenario uses.
 */
/** The build the run's system serves (gateway/src/config.ts: WEB_DIST, else web/dist). */
const builtApp = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const MARKER = '<meta name="lunchbox-build" content="second" />';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A copy of the build that differs from it as a new release does for the browser: another
 * index.html, whose new revision in the precache list makes sw.js a new service worker.
 */
async function secondBuild(directory: string): Promise<void> {
  await cp(builtApp, directory, { recursive: true });
  const indexHtml = path.join(directory, 'index.html');
  await writeFile(indexHtml, (await readFile(indexHtml, 'utf8')).replace('</head>', `  ${MARKER}\n  </head>`));
  const worker = path.join(directory, 'sw.js');
  const before = await readFile(worker, 'utf8');
  const after = before.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1second-build"');
  expect(after, 'sw.js lists index.html in its precache').not.toBe(before);
  await writeFile(worker, after);
}

/**
 * Serves `directory()` (read at each request, so the test can switch builds) as the gateway does:
 * pages fall back to index.html. Of the API only the school settings answer, which the app reads
 * before it shows any screen; every other query fails as if offline.
 */
function serveBuild(directory: () => string): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname === '/graphql') {
      const settings = url.searchParams.get('operationName') === 'SchoolSettings';
      res.writeHead(settings ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(
        JSON.stringify(
          settings ? { data: { schoolSettings: { __typename: 'SchoolSettings', timeZone: 'America/Los_Angeles' } } } : { errors: [{ message: 'offline' }] },
        ),
      );
      return;
    }
    if (pathname === '/sw.js') workerFetches += 1;
    const file = path.join(directory(), path.normalize(pathname));
    const extension = path.extname(pathname);
    const target = extension ? file : path.join(directory(), 'index.html');
    readFile(target).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        res.end(body);
      },
      () => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
      },
    );
  });
}

let server: Server;
/** How often the browser has fetched sw.js (it does so to install the worker and to look for a new one). */
let workerFetches = 0;
let second: string;
let served = builtApp;
let origin: string;

test.beforeAll(async () => {
  second = await mkdtemp(path.join(tmpdir(), 'lunchbox-second-build-'));
  await secondBuild(second);
  server = serveBuild(() => served);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(second, { recursive: true, force: true });
});

test('when a new version is released while the app is open, then the page offers it and Reload shows it', async ({ page }) => {
  // The first visit installs the service worker; the page loaded after it is under its control.
  await page.goto(`${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const fetchesBeforeReload = workerFetches;
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The browser's own look for a new worker after loading a controlled page has been answered with
  // the first build: from here on only the app's own check can find the second one.
  await expect.poll(() => workerFetches).toBeGreaterThan(fetchesBeforeReload);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The release; the parent comes back to the open app (the tab shown again), which then asks for news.
  // The app starts watching only after its first screen and an idle moment (app-shell.tsx), which a
  // busy machine can put off past the first return: the parent comes back again until it has heard.
  served = second;
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(prompt).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // Nothing changed under the parent meanwhile: the page is still the first build.
  await expect(page.locator('meta[name="lunchbox-build"]')).toHaveCount(0);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="lunchbox-build"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});
