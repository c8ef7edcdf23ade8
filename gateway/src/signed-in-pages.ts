import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { now } from '@lunchbox/kit/process/clock';

/**
 * A signed-in visitor's first screen drawn at request time, with their data (the web build's
 * web/src/app/signed-in-render.tsx, built beside web/dist into web/dist-server): a phone paints the
 * page from the HTML instead of waiting for the app's code, then its queries, then its first render
 * (issue 34: LCP). The browser adopts the drawn page (web/src/app/main-app.tsx).
 *
 * Never a reason for the page to fail: without the renderer, past the deadline, with an ended
 * session or any error, the visitor gets index.html as before, whose app draws the page itself.
 */

/** What web/src/app/signed-in-render.tsx exports (kept in step by the e2e scenario that loads it). */
interface SignedInRenderer {
  renderSignedInPage(request: { address: string; fetch: typeof globalThis.fetch; now: number; phone: boolean }): Promise<SignedInPage | null>;
}

interface SignedInPage {
  html: string;
  styleTags: string;
  title: string;
  description: string;
  answers: string;
}

/** Mirrors web/src/app/signed-in-page.ts. */
const DRAWN_SIGNED_IN_ATTRIBUTE = 'data-drawn-signed-in';
const SIGNED_IN_ANSWERS_ID = 'signed-in-answers';
/** index.html without its preloads of the app's code, which the browser asks for once the drawn page is painted. */
const DRAWN_PAGE_SHELL_FILE = 'drawn-page-shell.html';

/** index.html's #root, whose content (the header's outline) the drawn page replaces. */
const ROOT = /<div id="root">[\s\S]*?<!-- end of #root -->/;

/** A drawing that takes longer costs the phone more than the page it saves: index.html goes out instead. */
export const DRAW_DEADLINE_MS = 1200;

/** The web build's renderer beside its output: `web/dist` → `web/dist-server/signed-in-render.js`. */
export function rendererFileOf(webDist: string): string {
  return path.join(`${path.resolve(webDist)}-server`, 'signed-in-render.js');
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside a <script> data block: no `<` may end it early (`</script>`) or open a comment. */
const scriptJson = (json: string) => json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** index.html with the drawn page in #root, its styles, title and description, and the answers it was drawn with. */
export function pageHtml(shell: string, address: string, page: SignedInPage): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeText(page.description)}"`)
    .replace('</head>', () => `${page.styleTags}\n  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" ${DRAWN_SIGNED_IN_ATTRIBUTE}="${escapeText(address)}">${page.html}</div>` +
        `<script type="application/json" id="${SIGNED_IN_ANSWERS_ID}">${scriptJson(page.answers)}</script>`,
    );
}

/**
 * The browser says it is a phone: its client hint, or "Mobi" in its user agent (as MDN advises for
 * browsers without the hints). A page laid out by the width is drawn in its narrow layout for it.
 */
export function isPhone(req: Request): boolean {
  return req.get('sec-ch-ua-mobile') === '?1' || /Mobi/.test(req.get('user-agent') ?? '');
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not drawn within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface SignedInPages {
  /** Sends the drawn page and resolves true; resolves false (having sent nothing) when index.html is to go out instead. */
  send(req: Request, res: Response): Promise<boolean>;
}

export function signedInPages(webDist: string, log: Logger, { deadlineMs = DRAW_DEADLINE_MS }: { deadlineMs?: number } = {}): SignedInPages {
  const rendererFile = rendererFileOf(webDist);
  const shellFile = path.join(webDist, DRAWN_PAGE_SHELL_FILE);
  let renderer: Promise<SignedInRenderer | null> | undefined;
  let shell: { at: number; text: string } | undefined;

  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<SignedInRenderer>).catch((error: unknown) => {
          log.warn({ err: error, rendererFile }, 'the signed-in pages renderer did not load: index.html goes out');
          return null;
        })
      : Promise.resolve(null));

  // Loaded once the gateway has started, not by its first signed-in visitor: that visitor's page waited for the import
  // within the drawing's deadline, and on a busy machine went out undrawn (issue 34: the first dashboard after a start).
  setTimeout(loadRenderer, 0).unref();

  /** The shell as built, read again when a new build replaced it. */
  const shellText = (): string => {
    const at = statSync(shellFile).mtimeMs;
    if (shell?.at !== at) shell = { at, text: readFileSync(shellFile, 'utf8') };
    return shell.text;
  };

  return {
    async send(req, res) {
      if (req.method !== 'GET') return false;
      try {
        const module = await loadRenderer();
        if (!module) return false;
        // The app's own GraphQL requests, to this gateway over loopback, with the visitor's cookie and address (its rate limits apply).
        const origin = `http://${req.socket.localFamily === 'IPv6' ? `[${req.socket.localAddress}]` : req.socket.localAddress}:${req.socket.localPort}`;
        const fetchAsVisitor: typeof globalThis.fetch = (input, init) => {
          const headers = new Headers(init?.headers);
          if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
          if (req.ip) headers.set('x-forwarded-for', req.ip);
          if (typeof res.locals.requestId === 'string') headers.set('x-request-id', res.locals.requestId);
          return fetch(new URL(String(input), origin), { ...init, headers });
        };
        const page = await withDeadline(module.renderSignedInPage({ address: req.originalUrl, fetch: fetchAsVisitor, now: now().getTime(), phone: isPhone(req) }), deadlineMs);
        if (!page) return false;
        const html = pageHtml(shellText(), req.originalUrl, page);
        // The visitor's own data: never kept by a cache; another cookie is another page, and a phone gets the narrow layout (isPhone).
        res.setHeader('cache-control', 'no-store');
        res.setHeader('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent');
        res.type('html').send(html);
        return true;
      } catch (error) {
        log.warn({ err: error, path: req.path }, 'the signed-in page was not drawn: index.html goes out');
        return false;
      }
    },
  };
}
