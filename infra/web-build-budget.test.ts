import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.ts';
import { firstVisit, kilobytes, newPhoneContext, type FirstVisit } from './test/first-visit-downloads.ts';
import {
  SIGNED_IN_DASHBOARD_BUDGET_BYTES,
  SIGNED_OUT_BUDGET_BYTES,
  SIGNED_OUT_PAGES,
  shownDashboard,
} from './test/download-budgets.ts';
import { startTestSystem, TEST_CAPTCHA, type TestSystem } from './test/test-system.ts';

/**
 * What a phone downloads on its first visit (issue 34): the web app built here from the current
 * sources into a folder of its own, served by the real gateway, each page opened in Chromium with
 * an empty cache; every script and style sheet it downloads, dynamic imports and what it loads
 * after its first screen without a tap included, weighed as sent to a browser that accepts brotli.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'web');

/** The page's downloads against its budget, every file named when over it. */
function assertWithin(what: string, visit: FirstVisit, budget: number): void {
  // The figure beside its goal in the run's output, met or not.
  console.log(`${what}: ${kilobytes(visit.bytes)} brotli in ${visit.files.length} files (budget ${kilobytes(budget)})`);
  const report = visit.files.map(({ file, bytes }) => `${file}: ${kilobytes(bytes)}`).join(', ');
  assert.ok(
    visit.bytes <= budget,
    `${what} downloads ${kilobytes(visit.bytes)} of JavaScript and CSS (brotli, ${visit.files.length} files), over its budget of ${kilobytes(budget)}: ${report}`,
  );
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(folder, file)).isFile());
}

describe('the web build stays light for a phone', () => {
  let outDir: string;
  let system: TestSystem;
  let browser: Browser;
  const visits = new Map<string, Promise<FirstVisit>>();

  /** A phone's first visit to a signed-out page, made once for the tests that ask about it. */
  function signedOutVisit(pathname: string): Promise<FirstVisit> {
    const { ready } = SIGNED_OUT_PAGES.find((candidate) => candidate.pathname === pathname)!;
    let visit = visits.get(pathname);
    if (!visit) {
      visit = withPhone((context) => firstVisit(context, outDir, pathname, ready));
      visits.set(pathname, visit);
    }
    return visit;
  }

  async function withPhone<T>(use: (context: BrowserContext) => Promise<T>): Promise<T> {
    const context = await newPhoneContext(browser, system.url);
    try {
      return await use(context);
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-web-build-'));
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    system = await startTestSystem({ env: { WEB_DIST: outDir } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  for (const { pathname } of SIGNED_OUT_PAGES) {
    test(`when a phone first opens ${pathname} signed out, then all it downloads weighs at most ${SIGNED_OUT_BUDGET_BYTES / 1024} KB over the wire`, async () => {
      assertWithin(`'${pathname}' (signed out, first visit)`, await signedOutVisit(pathname), SIGNED_OUT_BUDGET_BYTES);
    });
  }

  test(`when a parent of three children first opens the dashboard on a phone, then all it downloads weighs at most ${SIGNED_IN_DASHBOARD_BUDGET_BYTES / 1024} KB over the wire`, async () => {
    const fullName = 'Pat Budget';
    const visit = await withPhone(async (context) => {
      // Registered through the real API in the phone's own context, whose cookie jar the answer signs in.
      const captcha = await context.request.get('/api/captcha');
      assert.equal(captcha.status(), 200);
      const { captchaId } = (await captcha.json()) as { captchaId: string };
      const registered = await context.request.post('/api/register', {
        data: {
          username: 'patbudget',
          email: 'pat.budget@example.org',
          password: 'secret-pass',
          fullName,
          phone: '555-123-4567',
          captchaId,
          captchaAnswer: TEST_CAPTCHA,
        },
      });
      assert.equal(registered.status(), 201, await registered.text());
      for (const name of ['Ana', 'Ben', 'Cleo']) {
        const added = await context.request.post('/api/child-profile', { data: { name, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' } });
        assert.equal(added.status(), 201, await added.text());
      }
      return firstVisit(context, outDir, '/', shownDashboard(fullName, 'Cleo'));
    });
    assertWithin("the signed-in dashboard '/' (a parent of three children, first visit)", visit, SIGNED_IN_DASHBOARD_BUDGET_BYTES);
  });

  test("when a parent first opens '/', then the admin area, the schedule, feedback, the payment step and the date pickers are not downloaded", async () => {
    const downloaded = (await signedOutVisit('/')).files.map(({ file }) => file);
    for (const screen of ['admin-dashboard', 'menu-management-screen', 'schedule-screen', 'feedback-screen', 'payment-step', 'date-field']) {
      assert.ok(
        readdirSync(path.join(outDir, 'assets')).some((file) => file.startsWith(`${screen}-`)),
        `${screen} is a chunk of its own`,
      );
      assert.ok(!downloaded.some((file) => path.basename(file).startsWith(`${screen}-`)), `${screen} is downloaded with '/'`);
    }
    // MUI X's pickers come only with the screens holding a date field; its calendar's theme name survives minifying.
    for (const file of downloaded) {
      assert.doesNotMatch(readFileSync(path.join(outDir, file), 'utf8'), /MuiDateCalendar/, `${file} (loaded with '/') holds the date picker`);
    }
  });

  test('when the build is published, then no script points to a source map and every text file has brotli and gzip copies', async () => {
    const files = filesUnder(outDir);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      assert.doesNotMatch(readFileSync(path.join(outDir, file), 'utf8'), /sourceMappingURL=/, `${file} names its source map`);
    }
    for (const { file, bytes } of (await signedOutVisit('/')).files) {
      // A file too small to be worth compressing goes out as it is (vite.config.ts).
      if (statSync(path.join(outDir, file)).size < 1024) continue;
      assert.ok(files.includes(`${file}.br`) && files.includes(`${file}.gz`), `${file} (${kilobytes(bytes)}) has .br and .gz copies`);
    }
    assert.ok(files.includes('index.html.br') || statSync(path.join(outDir, 'index.html')).size < 1024, 'index.html is precompressed');
  });

  test('when the app is installed, then the manifest names the app and its icons, and the service worker precaches the shell', () => {
    const webManifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    assert.equal(webManifest.name, 'Lunchbox');
    for (const size of ['192x192', '512x512'])
      assert.ok(
        webManifest.icons.some((icon) => icon.sizes === size),
        `an icon of ${size}`,
      );
    for (const icon of webManifest.icons) assert.ok(existsSync(path.join(outDir, icon.src)), `${icon.src} is in the build`);
    const serviceWorker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    assert.match(serviceWorker, /index\.html/);
    assert.doesNotMatch(serviceWorker, /\.br"|\.gz"|\.map"/, 'the precache holds no compressed copies nor maps');
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    assert.match(page, /<link rel="manifest"/);
    assert.doesNotMatch(page, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script in index.html');
    // index.html shows nothing until the app runs: its code is asked for with the page.
    assert.match(page, /<link rel="modulepreload"[^>]*main-app-[^>]*>/, 'index.html preloads the app');
  });

  test('when a signed-out visitor opens /, /weekly-menu, /auth or /cart, then the HTML already shows the page, styled, before any script runs', () => {
    const pages: Array<[string, string, RegExp]> = [
      ['index', 'Lunchbox – school lunches', /<h1[^>]*>Kid-approved, nutritious lunches delivered fresh to school<\/h1>/],
      ['weekly-menu', "This week's menu – Lunchbox", /<h1[^>]*>This Week(&#x27;|')s Menu<\/h1>[\s\S]*Loading weekly menu/],
      ['auth', 'Sign in – Lunchbox', /<h1[^>]*>Welcome to Lunchbox!<\/h1>[\s\S]*<form[^>]*aria-label="Login"/],
      // What the cart's guard shows a visitor who is not signed in.
      ['cart', 'Sign in – Lunchbox', /<h1[^>]*>Welcome to Lunchbox!<\/h1>[\s\S]*<form[^>]*aria-label="Login"/],
    ];
    const files = filesUnder(outDir);
    for (const [name, title, content] of pages) {
      const file = `prerendered/${name}.html`;
      const page = readFileSync(path.join(outDir, file), 'utf8');
      assert.match(page, /<div id="root" data-prerendered="\/[^"]*">/, `${file} is marked as drawn ahead, with its address`);
      // The page paints before the app's code is asked for (web/src/app/main.tsx), which a preload would compete with.
      assert.doesNotMatch(page, /rel="modulepreload"/, `${file} preloads no script`);
      assert.ok(page.includes(`<title>${title}</title>`), `${file} is titled ${title}`);
      assert.match(page, content, `${file} shows its page`);
      assert.equal(page.match(/<h1[\s>]/g)?.length, 1, `${file} has one h1`);
      // Emotion's rules for the classes used, under the attribute whose names the browser's emotion cache takes as inserted.
      assert.match(page, /<style data-drawn-styles="[^"]+">/, `${file} carries its styles`);
      assert.doesNotMatch(page, /<script(?![^>]*\bsrc=)[^>]*>/, `no inline script in ${file}`);
      assert.ok(files.includes(`${file}.br`) && files.includes(`${file}.gz`), `${file} has .br and .gz copies`);
    }
    const serviceWorker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    assert.doesNotMatch(serviceWorker, /prerendered\//, 'the service worker answers with index.html, not a signed-out page');
  });

  test('when a search engine reads the site, then robots.txt is a real file', () => {
    assert.match(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), /^User-agent: \*/m);
  });
});
