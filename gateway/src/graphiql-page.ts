import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request } from 'express';
import { IMMUTABLE, REVALIDATE } from './static-web.ts';

/** Built by `npm run build:web` (gateway/graphiql/vite.config.ts). */
export const GRAPHIQL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/graphiql');

/**
 * A person opening /graphql in a browser, rather than a client asking a query: an HTML navigation
 * with no query or persisted-query hash in the URL (a GET of those is a GraphQL request).
 */
function wantsThePage(req: Request): boolean {
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/**
 * GraphiQL at GET /graphql for browsers, its files under /graphiql/: bundled from the graphiql
 * package at build time, so the page needs no CDN and runs under the web app's
 * Content-Security-Policy. It asks the same origin's /graphql, so it runs as whoever is signed in.
 */
export function serveGraphiql(app: express.Express, dist = GRAPHIQL_DIST): void {
  const page = path.join(dist, 'index.html');
  app.use(
    '/graphiql/assets',
    express.static(path.join(dist, 'assets'), {
      index: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    }),
  );
  app.get('/graphql', (req, res, next) => {
    if (!wantsThePage(req)) return next();
    if (!existsSync(page)) {
      res.status(503).type('text').send('GraphiQL is not built yet: run npm run build:web');
      return;
    }
    res.sendFile(page, { headers: { 'cache-control': REVALIDATE } });
  });
}
