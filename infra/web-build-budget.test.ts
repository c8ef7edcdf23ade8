import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from '@jest/globals';

/**
 * The weight of the web app's first load, read from the build's own manifest: a parent on a
 * phone opening '/' downloads the entry chunk and the chunks it imports, and nothing else before
 * the page works. Built here from the current sources into a folder of its own.
 */

/** The JavaScript '/' needs before interaction, as sent to a browser that accepts brotli (issue 11). */
const ENTRY_BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'web');

/**
 * The entry, the chunks it imports dynamically (it starts them all at once, web/src/app/main.tsx: the
 * app and its libraries) and every chunk those import statically: what the browser fetches before
 * the app runs.
 */
function firstLoadChunks(manifest: Manifest): ManifestChunk[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  assert.ok(entry, 'the manifest has an entry for index.html');
  const seen = new Map<string, ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const key of chunk.imports ?? []) visit(manifest[key]!);
  };
  visit(entry);
  for (const key of entry.dynamicImports ?? []) visit(manifest[key]!);
  return [...seen.values()];
}

/**
 * A lazily loaded module's chunk. Rollup keys it by the module's path, or, when the chunk also holds
 * code that other lazy chunks import from it (the admin dashboard and its lazy tabs), by the chunk's
 * file under the module's name.
 */
function lazyChunkOf(manifest: Manifest, src: string): ManifestChunk | undefined {
  const name = path.basename(src).replace(/\.[^.]+$/, '');
  return manifest[src] ?? Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === name);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(folder, file)).isFile());
}

describe('the web build stays light for a phone', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-web-build-'));
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  });
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test(`when a parent first opens '/', then the JavaScript it needs weighs at most ${ENTRY_BUDGET_BYTES / 1024} KB over the wire`, () => {
    const chunks = firstLoadChunks(manifest);
    const sizes = chunks.map((chunk) => {
      const brotli = path.join(outDir, `${chunk.file}.br`);
      // A chunk too small to be worth compressing goes out as it is.
      const sent = existsSync(brotli) ? brotli : path.join(outDir, chunk.file);
      return { file: chunk.file, bytes: statSync(sent).size };
    });
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const report = sizes.map(({ file, bytes }) => `${file}: ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    assert.ok(
      total <= ENTRY_BUDGET_BYTES,
      `'/' needs ${(total / 1024).toFixed(1)} KB of JavaScript (brotli), over the budget of ${ENTRY_BUDGET_BYTES / 1024} KB: ${report}`,
    );
  });

  test("when a parent first opens '/', then the admin area, the schedule, feedback, the payment step and the date pickers are not downloaded", () => {
    const firstLoad = new Set(firstLoadChunks(manifest).map((chunk) => chunk.file));
    const lateScreens = [
      'src/app/routes/admin-dashboard.tsx',
      'src/features/admin-menu/components/menu-management-screen.tsx',
      'src/features/schedule/components/schedule-screen.tsx',
      'src/features/feedback/components/feedback-screen.tsx',
      'src/features/cart/components/payment-step.tsx',
    ];
    for (const screen of lateScreens) {
      const chunk = lazyChunkOf(manifest, screen);
      assert.ok(chunk, `${screen} is a chunk of its own`);
      assert.ok(!firstLoad.has(chunk.file), `${screen} is loaded with '/'`);
    }
    // MUI X's pickers come only with the screens holding a date field; its calendar's theme name survives minifying.
    for (const chunk of firstLoadChunks(manifest)) {
      assert.doesNotMatch(readFileSync(path.join(outDir, chunk.file), 'utf8'), /MuiDateCalendar/, `${chunk.file} (loaded with '/') holds the date picker`);
    }
  });

  test('when the build is published, then no script points to a source map and every text file has brotli and gzip copies', () => {
    const files = filesUnder(outDir);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      assert.doesNotMatch(readFileSync(path.join(outDir, file), 'utf8'), /sourceMappingURL=/, `${file} names its source map`);
    }
    for (const chunk of firstLoadChunks(manifest)) {
      assert.ok(files.includes(`${chunk.file}.br`) && files.includes(`${chunk.file}.gz`), `${chunk.file} has .br and .gz copies`);
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
