import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { TimeoutError, type HTTPRequest, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { clockShim } from './browser-clock-shim.ts';
import { weighFirstVisits, type FirstVisitWeight } from './first-visit-weights.ts';

/**
 * The web section of `npm run bench` (issue 11): Lighthouse's mobile audit (its default settings:
 * a mid-range phone on simulated slow 4G) of four pages in Debian's Chromium, and the JavaScript
 * a phone downloads on its first visit to the pages issue 34 budgets.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const WEB_PAGES = ['/', '/weekly-menu', '/auth', '/cart'] as const;

/** Issue 11's goals, on a 0–100 scale. */
export const WEB_GOALS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 95 } as const;

/** Audits per page: the machine's load moves single runs by many points, so the median run is reported. */
export const AUDITS_PER_PAGE = Number(process.env.WEB_BENCH_RUNS ?? 3);

/** Issue 34's goal for a list page's interactions: under 100 ms from input to the next paint. */
export const INP_GOAL_MS = 100;
/** The CPU slowdown the interactions are measured under: Lighthouse's mobile phone (its simulated 4× slower CPU). */
export const INP_CPU_SLOWDOWN = 4;

/** With WEB_BENCH_PAGES=text[,text…], only the pages whose address or label holds one of the texts (for iterating on a few). */
const PAGE_FILTER =
  process.env.WEB_BENCH_PAGES?.split(',')
    .map((text) => text.trim())
    .filter(Boolean) ?? [];
const wanted = (pagePath: string, label: string) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((text) => pagePath.includes(text) || label.includes(text));

/**
 * A page audited signed in (issue 34 section 1): Lighthouse sends the session cookie with every
 * request of the page (its extraHeaders), and a page that needs a saved cart finds it in
 * localStorage, put there before the audit.
 */
export interface SignedInPage {
  /** What the table calls it ('cart, 15 lunches'). */
  label: string;
  path: string;
  cookie: string;
  localStorage?: { key: string; value: string };
  /**
   * How far the server's clock (TEST_NOW, running on from the system's start) is ahead of this
   * machine's: the page's `Date` is moved by as much, so the browser reads the same day, menu week
   * and deadlines as the server answers for.
   */
  clockOffsetMs: number;
  /** What a person does on the page once it is shown, each measured as Interaction to Next Paint. */
  interactions?: Interaction[];
  /** On the signed-in dashboard, the parent's and a child's names it shows: its first visit is weighed against its budget. */
  greeting?: { fullName: string; childName: string };
}

/**
 * One step of a person on a shown page. `click` and `type` are interactions whose Interaction to
 * Next Paint is measured; `wait` waits for the page to show what the next step needs (not measured).
 * Selectors are CSS or puppeteer's `::-p-text(…)`; a step starts once the page is idle.
 */
export type Interaction =
  | { kind: 'click'; label: string; selector: string }
  | { kind: 'type'; label: string; selector: string; text: string }
  | { kind: 'press'; label: string; selector: string; key: KeyInput }
  | { kind: 'wait'; selector: string };

/** Lighthouse drives the same Chromium as the tests, headless. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export interface PageAudit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script the page transferred during the audit (compressed, as sent). */
  scriptBytes: number;
  /** The audits that cost points, with their titles (the first few). */
  failing: string[];
  /** The performance scores of every run, the median of which is the one reported. */
  runs: Array<number | 'error'>;
  /** What Lighthouse took for the largest contentful paint (an HTML snippet). */
  lcpElement: string;
  /** Where the page ended up (path and query): a signed-in page that shows '/auth' was not signed in. */
  shownAt: string;
  /** Interaction to Next Paint of each measured step (the median of the runs), in ms; null when the step failed. */
  interactions: Array<{ label: string; inpMs: number | null; error?: string }>;
}

export interface WebFigures {
  chromium: string;
  pages: PageAudit[];
  /** What a phone downloads on its first visit to the pages section 2 of issue 34 budgets. */
  downloads: FirstVisitWeight[];
}

/**
 * Builds the web app into `outDir` (the system under measure serves it via WEB_DIST), and its drawing
 * of signed-in pages beside it, where the gateway looks for it (`<outDir>-server`, gateway/src/signed-in-pages.ts).
 */
export function buildWebApp(outDir: string): void {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const options = {
    cwd: path.join(root, 'web'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'],
  };
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], options);
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/app/signed-in-render.tsx', '--outDir', `${outDir}-server`, '--emptyOutDir', '--logLevel', 'warn'],
    options,
  );
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * With WEB_BENCH_TRACES=DIR, each audit's trace (and a trace of each page's measured interactions) (with V8's CPU samples, so that each long task shows
 * which functions ran in it) and its report are kept in DIR: what Total Blocking Time is made of.
 * The sampling costs a little time, so audits made with it score a few points lower.
 */
const TRACES_DIR = process.env.WEB_BENCH_TRACES;

/** One Lighthouse audit of one page, with Lighthouse's defaults. */
async function auditPage(port: number, pagePath: string, url: string, signedIn?: SignedInPage): Promise<PageAudit> {
  // Storage is cleared by the pre-step instead, all but the cart it puts in localStorage.
  if (signedIn?.localStorage) await putInLocalStorage(port, url, signedIn.localStorage);
  // A tab of our own, so that the page's clock follows the server's before any of its scripts run.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    const page = await browser.newPage();
    if (signedIn?.clockOffsetMs) await page.evaluateOnNewDocument(clockShim(signedIn.clockOffsetMs));
    // Lighthouse's defaults: the mobile form factor, simulated throttling, storage cleared before the run.
    result = await lighthouse(
      url,
      {
        port,
        ...(signedIn ? { extraHeaders: { Cookie: signedIn.cookie } } : {}),
        ...(signedIn?.localStorage ? { disableStorageReset: true } : {}),
        // Lighthouse resets the tab on a blank page before the audit. about:blank lives in a renderer of
        // its own, so the page then starts in a new one, whose trace events the browser's trace collects only
        // once that process has joined it: on a loaded machine it joins after the page's navigationStart,
        // and the run ends in NO_NAVSTART (a third of the runs at load 20). A blank page of the same site
        // (web/public/robots.txt, not the app) keeps the page in the renderer that is already traced.
        blankPage: new URL('/robots.txt', url).href,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(TRACES_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (TRACES_DIR) {
    mkdirSync(TRACES_DIR, { recursive: true });
    const name = `${pagePath.replaceAll('/', '_')}-${Date.now()}`;
    writeFileSync(path.join(TRACES_DIR, `${name}.trace.json`), JSON.stringify((result.artifacts as { Trace: unknown }).Trace));
    writeFileSync(path.join(TRACES_DIR, `${name}.lhr.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]!))
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  // A run Lighthouse could not finish (no paint seen, a page that would not settle) scores 0: say why.
  const runtimeError = result.lhr.runtimeError ? [`runtime error ${result.lhr.runtimeError.code}`] : [];
  const audit: PageAudit = {
    path: pagePath,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failing: [...runtimeError, ...new Set(failing)].slice(0, 8),
    runs: [],
    lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
    shownAt: shownAt(result.lhr.finalDisplayedUrl),
    interactions: [],
  };
  return audit;
}

/**
 * What Lighthouse's storage reset does (a first visit: no HTTP cache, no service worker, no
 * caches), except that the origin's localStorage keeps `entry`, as the web app's cart store keeps it.
 */
async function putInLocalStorage(port: number, url: string, entry: { key: string; value: string }): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    // A same-origin file that is not the app (web/public/robots.txt), so that no service worker registers before the audit.
    await page.goto(new URL('/robots.txt', origin).href);
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), entry);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,file_systems,indexeddb,service_workers,websql,shader_cache' });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's mobile screen (a Moto G Power), for the interactions to run on the layout the audit saw. */
const MOBILE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
/**
 * The window holds the whole emulated screen, in its device pixels. Headless Chromium's window is
 * 800 × 600 pixels, less than the phone's 721 × 1441: a change drawn below its bottom (the users
 * tab's search field) is never presented, so its Event Timing entries waited for the next change
 * above it, seconds later.
 */
const MOBILE_WINDOW = {
  width: Math.ceil(MOBILE_VIEWPORT.width * MOBILE_VIEWPORT.deviceScaleFactor),
  height: Math.ceil(MOBILE_VIEWPORT.height * MOBILE_VIEWPORT.deviceScaleFactor),
};
/** How long a step waits for the Event Timing entries of its interactions (one is never reported when it is under 16 ms). */
const EVENT_TIMING_DEADLINE_MS = 10_000;

/**
 * Collects the Event Timing entries of the page's interactions (the longest entry of each
 * interaction id, as Interaction to Next Paint counts it) from before the page's first script.
 */
const EVENT_TIMING_OBSERVER = `(() => {
  const longest = new Map();
  globalThis.__benchInteractions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/** Requests that stay open while the page lives (the kitchen board's stream): a page holding one is still quiet. */
const LONG_LIVED_REQUESTS = new Set(['eventsource', 'websocket']);

/**
 * The page's requests in flight, but for those that stay open while it lives. `quiet` resolves once
 * none has been in flight for `quietMs` (or after `deadlineMs`): a step whose answer is still on its
 * way (a school chosen, its sheet being fetched) would otherwise draw that answer inside the next
 * step's interaction, which would be charged for it.
 */
function trackRequests(page: Page): { quiet(quietMs?: number, deadlineMs?: number): Promise<string[]> } {
  const inFlight = new Set<HTTPRequest>();
  // A dedicated worker's script is asked for by the page, but Chromium reports its end to the worker, not to the page.
  const workerScripts = new Set<string>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (LONG_LIVED_REQUESTS.has(request.resourceType()) || workerScripts.has(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: HTTPRequest) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('workercreated', (worker) => {
    workerScripts.add(worker.url());
    for (const request of inFlight) if (request.url() === worker.url()) ended(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 100, deadlineMs = 3_000) {
      for (const deadline = Date.now() + deadlineMs; Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < quietMs);) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Those still in flight at the deadline, for the log: a request the page never ends costs every step the whole deadline.
      return [...inFlight].map((request) => `${request.resourceType()} ${request.method()} ${request.url()}`);
    },
  };
}

/** The steps of a page in a fresh browser context of its own, on a phone's screen and CPU: each measured step's Interaction to Next Paint. */
async function measureInteractions(port: number, url: string, signedIn: SignedInPage): Promise<PageAudit['interactions']> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const context = await browser.createBrowserContext();
  const measured: PageAudit['interactions'] = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const session = await page.createCDPSession();
    const { windowId } = await session.send('Browser.getWindowForTarget');
    await session.send('Browser.setWindowBounds', { windowId, bounds: MOBILE_WINDOW });
    await session.detach();
    await page.setViewport(MOBILE_VIEWPORT);
    const [name, ...value] = signedIn.cookie.split('=');
    await context.setCookie({ name: name!, value: value.join('='), domain: new URL(url).hostname, path: '/', httpOnly: true });
    if (signedIn.clockOffsetMs) await page.evaluateOnNewDocument(clockShim(signedIn.clockOffsetMs));
    await page.evaluateOnNewDocument(EVENT_TIMING_OBSERVER);
    const requests = trackRequests(page);
    await page.emulateCPUThrottling(INP_CPU_SLOWDOWN);
    const tracePath = TRACES_DIR
      ? path.join(TRACES_DIR, `${new URL(url).pathname.replaceAll('/', '_')}${new URL(url).search.replace(/\W/g, '_')}-${Date.now()}.interactions.trace.json`)
      : null;
    if (tracePath) {
      mkdirSync(TRACES_DIR!, { recursive: true });
      await page.tracing.start({
        path: tracePath,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing'],
      });
    }
    await page.goto(url, { waitUntil: 'load' });
    const seen = () => page.evaluate(() => [...(globalThis as unknown as { __benchInteractions: Map<number, number> }).__benchInteractions.entries()]);
    for (const step of signedIn.interactions ?? []) {
      if (step.kind === 'wait') {
        await page.waitForSelector(step.selector, { visible: true });
        continue;
      }
      try {
        // What loading (or the step before) left to do is not this interaction's: start from an idle page, its answers in.
        const stillLoading = await requests.quiet();
        if (stillLoading.length) console.warn(`web bench: before "${step.label}" on ${url}, still loading after the deadline: ${stillLoading.join('; ')}`);
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
        const before = new Set((await seen()).map(([id]) => id));
        const target = await page.waitForSelector(step.selector, { visible: true });
        if (!target) throw new Error(`no ${step.selector}`);
        if (step.kind === 'press') {
          // A key on the focused element, as a person moves through a closed native select without opening it.
          await target.focus();
          await page.keyboard.press(step.key);
        } else {
          await target.click();
          if (step.kind === 'type') await page.keyboard.type(step.text, { delay: 150 });
        }
        // Event Timing entries are reported after the frame that shows the answer: the step waits for one of each of its interactions (the click, then each key).
        const interactions = step.kind === 'type' ? 1 + [...step.text].length : 1;
        await page
          .waitForFunction(
            (known: number[], count: number) =>
              [...(globalThis as unknown as { __benchInteractions: Map<number, number> }).__benchInteractions.keys()].filter((id) => !known.includes(id))
                .length >= count,
            { timeout: EVENT_TIMING_DEADLINE_MS, polling: 100 },
            [...before],
            interactions,
          )
          .catch((error: unknown) => {
            if (!(error instanceof TimeoutError)) throw error;
          });
        const durations = (await seen()).filter(([id]) => !before.has(id)).map(([, duration]) => duration);
        measured.push({ label: step.label, inpMs: durations.length ? Math.max(...durations) : 0 });
      } catch (error) {
        measured.push({ label: step.label, inpMs: null, error: (error as Error).message.split('\n')[0] });
      }
    }
    if (tracePath) await page.tracing.stop();
  } finally {
    await context.close();
    await browser.disconnect();
  }
  return measured;
}

/** The median of each step's figures over the runs. */
function medianInteractions(runs: Array<PageAudit['interactions']>): PageAudit['interactions'] {
  return (runs[0] ?? []).map((step, index) => {
    const figures = runs
      .map((run) => run[index]?.inpMs)
      .filter((figure): figure is number => typeof figure === 'number')
      .sort((a, b) => a - b);
    const error = runs.map((run) => run[index]?.error).find(Boolean);
    return { label: step.label, inpMs: figures.length ? figures[Math.floor((figures.length - 1) / 2)]! : null, ...(error ? { error } : {}) };
  });
}

function shownAt(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The node of Lighthouse's largest-contentful-paint-element audit, shortened for the log. */
function lcpElement(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? 'none';
  return snippet.length > 90 ? `${snippet.slice(0, 90)}…` : snippet;
}

export async function measureWeb(baseUrl: string, webDist: string, log: (line: string) => void, signedInPages: SignedInPage[] = []): Promise<WebFigures> {
  const chromePath = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const pages: PageAudit[] = [];
    const signedOut = process.env.WEB_BENCH_SIGNED_IN_ONLY ? [] : WEB_PAGES.map((pagePath) => ({ pagePath, label: `\`${pagePath}\``, signedIn: undefined }));
    const all = [
      ...signedOut,
      ...signedInPages.map((signedIn) => ({ pagePath: signedIn.path, label: `${signedIn.label}, \`${signedIn.path}\``, signedIn })),
    ].filter(({ pagePath, label }) => wanted(pagePath, label));
    for (const { pagePath, label, signedIn } of all) {
      const url = new URL(pagePath, baseUrl).href;
      const runs: PageAudit[] = [];
      const interactionRuns: Array<PageAudit['interactions']> = [];
      const started = Date.now();
      for (let run = 0; run < AUDITS_PER_PAGE; run += 1) {
        runs.push({ ...(await auditPage(chrome.port, pagePath, url, signedIn)), path: label });
        if (signedIn?.interactions?.length) interactionRuns.push(await measureInteractions(chrome.port, url, signedIn));
      }
      // The median of the runs Lighthouse finished; a run it could not finish is listed as an error.
      const failed = (run: PageAudit) => run.failing[0]?.startsWith('runtime error') ?? false;
      const finished = runs.filter((run) => !failed(run));
      const counted = finished.length ? finished : runs;
      const median = [...counted].sort((a, b) => a.performance - b.performance)[Math.floor((counted.length - 1) / 2)]!;
      const audit = {
        ...median,
        runs: runs.map((run) => (failed(run) ? ('error' as const) : run.performance)),
        interactions: medianInteractions(interactionRuns),
      };
      log(
        `lighthouse ${label} (${((Date.now() - started) / 1000).toFixed(0)} s): performance ${audit.performance} (runs ${audit.runs.join(', ')}), accessibility ${audit.accessibility}, best practices ${audit.bestPractices}, SEO ${audit.seo}, LCP ${(audit.lcpMs / 1000).toFixed(1)} s (${audit.lcpElement}), TBT ${audit.tbtMs.toFixed(0)} ms${runs.some((run) => run.failing[0]?.startsWith('runtime error')) ? `, ${runs.flatMap((run) => run.failing.filter((f) => f.startsWith('runtime error'))).join(', ')}` : ''}${audit.shownAt === pagePath ? '' : `, shown at ${audit.shownAt}`}${audit.interactions.map((step) => `; ${step.label}: INP ${inpText(step)}`).join('')}`,
      );
      pages.push(audit);
    }
    const downloads = await weighFirstVisits(
      baseUrl,
      webDist,
      signedInPages.find((page) => page.greeting),
    );
    for (const visit of downloads) log(`first visit ${visit.label}: ${kb(visit.bytes)} brotli in ${visit.files} files (goal ≤ ${kb(visit.budget)})`);
    let chromium = 'unknown';
    try {
      chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      // the version is only for the report
    }
    return { chromium, pages, downloads };
  } finally {
    await chrome.kill();
  }
}

const SIGNED_IN_NOTE =
  "- The parent's and the admin's pages (issue 34 section 1) are audited signed in: Lighthouse sends a session cookie started by identity with every request (its extraHeaders). They run on a database filled like a busy school (web-seed.ts): a menu of 3 dishes a day for both weeks, the parent's 3 children and 200 lunches in their history, 300 other families whose 600 children have a lunch on the day the admin's tabs open on, and 2,000 users. The cart's audit starts like the others (no HTTP cache, no service worker) but finds 15 lunches in localStorage under the parent's key, as the web app keeps them. The page's Date follows the server's pinned TEST_NOW (a script run before the page's own), so the menu weeks, deadlines and the admin's day are the server's. The labels are a click away on the orders tab ('Print Labels', not an address): the orders tab of the 600-lunch day is audited, and the click into the labels is measured as an interaction.";

/** Markers around the web section of results.md, so `npm run bench -- web` can replace it alone. */
export const WEB_SECTION_START = '<!-- web section: written by npm run bench -- web -->';
export const WEB_SECTION_END = '<!-- end of web section -->';

const inpText = (step: PageAudit['interactions'][number]) =>
  step.inpMs === null
    ? `not measured (${step.error ?? 'failed'}) ✗`
    : `${step.inpMs.toFixed(0)} ms (goal < ${INP_GOAL_MS} ms)${step.inpMs < INP_GOAL_MS ? '' : ' ✗'}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (value: number, goal: number) => `${value}${value >= goal ? '' : ' ✗'}`;

export function renderWebSection(f: WebFigures, context: { writtenAt: string; loadAtStart: number; loadAtEnd: number; nproc: number }): string {
  const busy = Math.max(context.loadAtStart, context.loadAtEnd) > context.nproc / 2;
  return [
    WEB_SECTION_START,
    '',
    '## Web app on a phone (Lighthouse)',
    '',
    `Written on ${context.writtenAt}. Lighthouse ${'12.2.3'} mobile audit with its default settings (a mid-range phone, simulated slow 4G, storage cleared before each page), each page audited ${AUDITS_PER_PAGE} times and the run with the median performance score shown (of the runs Lighthouse finished; \`error\` marks a run it could not finish, its code under the audits that cost points), ${f.chromium} started with \`${CHROME_FLAGS.join(' ')}\`, against the embedded default serving a fresh production build. ✗ marks a figure short of its goal.`,
    '',
    `| page | performance (goal ≥ ${WEB_GOALS.performance}) | accessibility (goal ${WEB_GOALS.accessibility}) | best practices (goal ≥ ${WEB_GOALS.bestPractices}) | SEO (goal ≥ ${WEB_GOALS.seo}) | FCP | LCP | TBT | CLS | script sent |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...f.pages.map(
      (page) =>
        `| ${page.path} | ${mark(page.performance, WEB_GOALS.performance)} (runs ${page.runs.join(', ')}) | ${mark(page.accessibility, WEB_GOALS.accessibility)} | ${mark(page.bestPractices, WEB_GOALS.bestPractices)} | ${mark(page.seo, WEB_GOALS.seo)} | ${(page.fcpMs / 1000).toFixed(1)} s | ${(page.lcpMs / 1000).toFixed(1)} s | ${page.tbtMs.toFixed(0)} ms | ${page.cls.toFixed(3)} | ${kb(page.scriptBytes)} |`,
    ),
    '',
    `What a phone downloads on its first visit, dynamic imports and what the page loads by itself after its first screen included (every script and style sheet, weighed as the build's brotli copies; the same visit infra/web-build-budget.test.ts enforces):`,
    '',
    '| page | downloaded (brotli) | files | goal |',
    '| --- | --- | --- | --- |',
    ...f.downloads.map((visit) => `| ${visit.label} | ${kb(visit.bytes)}${visit.bytes <= visit.budget ? '' : ' ✗'} | ${visit.files} | ≤ ${kb(visit.budget)} |`),
    '',
    '',
    ...(f.pages.some((page) => page.interactions.length)
      ? [
          `Interactions on the long lists: Interaction to Next Paint of each step (the longest Event Timing entry of the interaction, median of the runs), on Lighthouse's phone screen (in a window as large as it) at its ${INP_CPU_SLOWDOWN}× slower CPU, the page idle before each step and each step's entries all in before it is read. ✗ marks a step at or over the goal.`,
          '',
          `| page | what the person does | INP (goal < ${INP_GOAL_MS} ms) |`,
          '| --- | --- | --- |',
          ...f.pages.flatMap((page) => page.interactions.map((step) => `| ${page.path} | ${step.label} | ${inpText(step)} |`)),
          '',
        ]
      : []),
    'Audits that cost points (score below 0.9), per page:',
    '',
    ...f.pages.map((page) => `- ${page.path}: ${page.failing.length ? page.failing.join(', ') : 'none'}`),
    '',
    '- "script sent" is what the audit transferred for scripts during the page load (the service worker precaches the rest of the app after it, outside the measured load). The first `/cart` is audited as a first visit, signed out, so it shows the sign-in screen the route guard leads to.',
    ...(f.pages.length > WEB_PAGES.length ? [SIGNED_IN_NOTE] : []),
    `- Lighthouse simulates the phone's network and CPU from a trace taken on this machine: ${busy ? `this run shared the machine with other work (load average ${context.loadAtStart.toFixed(1)} at the start and ${context.loadAtEnd.toFixed(1)} at the end on ${context.nproc} cores), which lowers performance scores and lengthens FCP/LCP/TBT; rerun on a quiet machine for figures to compare with the goals.` : 'the machine was quiet, but expect a few points of noise between runs.'}`,
    '',
    WEB_SECTION_END,
    '',
  ].join('\n');
}

/** results.md with its web section replaced by `section` (or added at the end). */
/** The web section of an existing results.md, markers included; null when it has none. */
export function webSectionOf(existing: string): string | null {
  const start = existing.indexOf(WEB_SECTION_START);
  const end = existing.indexOf(WEB_SECTION_END);
  return start >= 0 && end > start ? existing.slice(start, end + WEB_SECTION_END.length) : null;
}

export function withWebSection(existing: string, section: string): string {
  const start = existing.indexOf(WEB_SECTION_START);
  const end = existing.indexOf(WEB_SECTION_END);
  if (start >= 0 && end > start)
    return `${existing.slice(0, start)}${section.trimEnd()}\n${existing.slice(end + WEB_SECTION_END.length).replace(/^\n+/, '\n')}`;
  return `${existing.trimEnd()}\n\n${section}`;
}
