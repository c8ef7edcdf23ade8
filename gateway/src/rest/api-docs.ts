import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { openApiDocument } from './openapi.ts';
import type { RestRoute } from './rest-route.ts';

const gatewayRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const { version } = JSON.parse(readFileSync(path.join(gatewayRoot, 'package.json'), 'utf8')) as { version: string };

/** The reference page's files: our page and its start script, and Swagger UI's two built files. */
const DOCS_FILES: Record<string, string> = {
  '/docs': path.join(gatewayRoot, 'public/api-docs.html'),
  '/docs/start.js': path.join(gatewayRoot, 'public/api-docs-start.js'),
  '/docs/swagger-ui.css': path.join(swaggerUi, 'swagger-ui.css'),
  '/docs/swagger-ui-bundle.js': path.join(swaggerUi, 'swagger-ui-bundle.js'),
};

/**
 * GET /api/openapi.json, the document made from the route table, and GET /api/docs, Swagger UI
 * from the swagger-ui-dist package: served by the gateway itself, no CDN, under the web app's
 * Content-Security-Policy. Revalidated on every load (a 304 when unchanged).
 */
export function apiDocsRouter(routes: readonly RestRoute[]): Router {
  const document = openApiDocument(routes, version);
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(document);
  });
  for (const [urlPath, file] of Object.entries(DOCS_FILES)) {
    router.get(urlPath, (_req, res, next) => {
      res.sendFile(file, { headers: { 'cache-control': 'no-cache' } }, (error) => {
        // A reader who left mid-file (ECONNABORTED) is no fault of the server's.
        if (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
      });
    });
  }
  return router;
}
