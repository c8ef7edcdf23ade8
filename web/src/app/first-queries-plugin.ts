import type { Plugin, ResolvedConfig } from 'vite';
import { FIRST_QUERIES_META } from '../lib/early-answers.ts';
import { escapeAttribute, withAppModule } from './build-time-modules.ts';
import type { firstQueryRequests } from './first-query-requests.ts';

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
      const queries = await withAppModule<{ firstQueryRequests: typeof firstQueryRequests }, Awaited<ReturnType<typeof firstQueryRequests>>>(
        config,
        '/src/app/first-query-requests.ts',
        (module) => module.firstQueryRequests(),
      );
      shell.source = String(shell.source).replace(
        '</head>',
        `  <meta name="${FIRST_QUERIES_META}" content="${escapeAttribute(JSON.stringify(queries))}">\n  </head>`,
      );
    },
  };
}
