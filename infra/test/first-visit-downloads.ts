import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';

/** A phone's screen (a Pixel 7's), so that the app draws and loads what it does on one. */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/** One script or style sheet the page downloaded, and what it weighs as the gateway sent it. */
export interface DownloadedFile {
  /** The path under the build, e.g. `assets/main-app-Ab12Cd34.js`. */
  file: string;
  /** Its bytes as sent to a browser that accepts brotli: the build's brotli copy, or the file itself when too small to have one. */
  bytes: number;
}

export interface FirstVisit {
  files: DownloadedFile[];
  bytes: number;
}

/**
 * A browser context as a phone's on its first visit: nothing cached, no service worker (its
 * precache fetches the whole app for offline use in the background, once the page is usable,
 * and is not what the page waits for).
 */
export function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
}

function isScriptOrStyle(response: Response): boolean {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  // A worker's script is fetched as type "other" in some versions: its file name says what it is.
  return /\.(m?js|css)$/.test(new URL(response.url()).pathname);
}

/** How long the network must stay silent before a page counts as having asked for everything (Playwright's "networkidle"). */
const QUIET_MS = 500;
/** A page still asking for files after this long is broken, not slow. */
const SETTLE_DEADLINE_MS = 120_000;

/** The requests of a browser context: how many so far, and a wait for a silence of QUIET_MS with none open. */
function watchNetwork(context: BrowserContext) {
  let started = 0;
  let open = 0;
  let changed: () => void = () => undefined;
  const onRequest = () => {
    started += 1;
    open += 1;
    changed();
  };
  const onDone = () => {
    open -= 1;
    changed();
  };
  context.on('request', onRequest);
  context.on('requestfinished', onDone);
  context.on('requestfailed', onDone);
  return {
    started: () => started,
    quiet: () =>
      new Promise<void>((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        changed = () => {
          clearTimeout(timer);
          if (open === 0) timer = setTimeout(resolve, QUIET_MS);
        };
        changed();
      }),
    stop() {
      context.off('request', onRequest);
      context.off('requestfinished', onDone);
      context.off('requestfailed', onDone);
    },
  };
}

/**
 * Waits until the page asks for nothing more by itself: what it loads after its first screen
 * without a tap (once the browser is idle, say) counts too. A round is the network silent, the
 * page's main thread idle, and the network silent again (a module run in that idle moment asks for
 * the next at once); the page has settled when a whole round passes without a new request.
 */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  const deadline = Date.now() + SETTLE_DEADLINE_MS;
  for (;;) {
    const before = network.started();
    await network.quiet();
    await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 10_000 })));
    await network.quiet();
    if (network.started() === before) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} was still downloading after ${SETTLE_DEADLINE_MS / 1000} s`);
  }
}

/**
 * Opens `pathname` in `context` and records every script and style sheet the page (and any worker
 * it starts) downloads until `ready` has returned and the network has been idle, weighing each as
 * the gateway sends it to a browser that accepts brotli: the build's `.br` copy of the file, or the
 * file itself when it has none (the build compresses only files worth it). Chromium asks for brotli
 * only over HTTPS, so the weight is read from `webDist`, the build the gateway serves, rather than
 * from what reached this browser over plain HTTP.
 */
export async function firstVisit(context: BrowserContext, webDist: string, pathname: string, ready: (page: Page) => Promise<void>): Promise<FirstVisit> {
  const seen = new Map<string, DownloadedFile>();
  const strangers: string[] = [];
  const record = (response: Response) => {
    if (!isScriptOrStyle(response)) return;
    const file = decodeURIComponent(new URL(response.url()).pathname).replace(/^\//, '');
    const original = path.join(webDist, file);
    if (!existsSync(original)) return void strangers.push(file);
    const brotli = `${original}.br`;
    seen.set(file, { file, bytes: statSync(existsSync(brotli) ? brotli : original).size });
  };
  const network = watchNetwork(context);
  context.on('response', record);
  try {
    const page = await context.newPage();
    await page.goto(pathname);
    await ready(page);
    await settle(page, network);
  } finally {
    context.off('response', record);
    network.stop();
  }
  if (strangers.length > 0) throw new Error(`${pathname} downloaded files that are not in the build at ${webDist}: ${strangers.join(', ')}`);
  const files = [...seen.values()].sort((a, b) => b.bytes - a.bytes);
  return { files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
