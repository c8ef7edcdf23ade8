import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_QUERIES_META } from '../lib/early-answers.ts';
import type { firstQueryRequests } from './first-query-requests.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Writes into index.html the GraphQL requests a page sent as index.html (a signed-in visitor's, see
 * prerendered-page.ts) starts with, for the entry to send at once (lib/early-answers.ts). Recorded
 * from the app's own client and loaders (first-query-requests.ts). The prerendered pages, drawn for
 * a visitor without a session, start on the light client and are left without it: this runs after
 * prerender-pages-plugin.ts has copied index.html into them.
 */
export function firstQueries(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lunchbox:first-queries',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') this.error('index.html is missing from the bundle');
      // The app's modules as Node runs them, through this same configuration (JSX, GraphQL documents, the checked settings).
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/first-query-requests.ts')) as { firstQueryRequests: typeof firstQueryRequests };
        const queries = await module.firstQueryRequests();
        shell.source = String(shell.source).replace('</head>', `  <meta name="${FIRST_QUERIES_META}" content="${escapeAttribute(JSON.stringify(queries))}">\n  </head>`);
      } finally {
        await server.close();
      }
    },
  };
}
