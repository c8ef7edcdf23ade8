import { existsSync, readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import type express from 'express';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { signedInPages } from './signed-in-pages.ts';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** Vite names every file under assets/ after its content: a new version is a new name, so a year is safe. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The HTML and the service worker name the current files: the browser asks again on every load (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * The GraphQL and REST answers, compressed (brotli or gzip, whichever the browser prefers) above
 * a small size. Mounted before the routes; precompressed static files already carry their
 * Content-Encoding and pass through untouched.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_FROM_BYTES });
}

/**
 * The pages the web build draws ahead for a signed-out visitor (web/src/app/prerendered-page.ts):
 * `prerendered/<name>.html` is the first frame of `/<name>`, `index` of `/`.
 */
const PRERENDERED_FOLDER = 'prerendered';

/** Each address with a prerendered page → that page's path in the build. */
function prerenderedPages(webDist: string): Map<string, string> {
  const folder = path.join(webDist, PRERENDERED_FOLDER);
  const names = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.html')) : [];
  return new Map(
    names.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [name === 'index' ? '/' : `/${name}`, `/${PRERENDERED_FOLDER}/${file}`];
    }),
  );
}

function setCacheHeaders(res: ServerResponse, file: string): void {
  res.setHeader('cache-control', file.includes(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
  // Which page answers an address depends on the session cookie (see serveWebApp).
  if (/\.html(\.br|\.gz)?$/.test(file)) {
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
  }
}

/**
 * The built web app (web/dist): the brotli and gzip copies made at build time to browsers that
 * accept them (with `Vary: Accept-Encoding`), the hashed assets cached for a year, the HTML and the
 * service worker revalidated, and every unknown page answered by index.html so the router can
 * show it. Source maps stay on the server (they are for error reports, not for the public).
 */
export function serveWebApp(app: express.Express, webDist: string, log: Logger): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) log.warn({ webDist }, 'web app not built; run npm run build:web');
  const prerendered = prerenderedPages(webDist);
  const drawnForVisitor = signedInPages(webDist, log);
  const staticFiles = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, cacheControl: false, setHeaders: setCacheHeaders },
  });

  app.use((req, _res, next) => {
    if (req.path.endsWith('.map')) return next(new AppError('NOT_FOUND', 'Not found'));
    next();
  });
  app.use(staticFiles);
  app.get(/.*/, (req, res, next) => {
    // A missing script or image is a 404, never the page: the service worker must not keep HTML as a script.
    if (req.path.startsWith('/assets/')) return next(new AppError('NOT_FOUND', 'Not found'));
    if (!req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The web app is not built yet: run npm run build:web');
      return;
    }
    // A visitor without a session gets the page already drawn, if the build drew it; a signed-in one
    // gets their own page drawn now (signed-in-pages.ts), or else index.html, whose app draws it
    // (the prerendered one would show the signed-out version first).
    const signedOut = !(req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    // Through the same middleware as the files, so the page gets its precompressed copy too.
    const sendFile = () => {
      req.url = (signedOut && prerendered.get(req.path)) || '/index.html';
      staticFiles(req, res, next);
    };
    if (signedOut) return sendFile();
    drawnForVisitor.send(req, res).then((sent) => sent || sendFile(), next);
  });
}
