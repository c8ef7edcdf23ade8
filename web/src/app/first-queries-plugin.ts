import type { Plugin } from 'vite';
import { FIRST_QUERIES_META } from '../lib/early-answers.ts';
import { withAppModule } from './build-time-modules.ts';
import type { firstQueryRequests } from './first-query-requests.ts';
import { indexHtmlRecord } from './index-html-record-plugin.ts';

/**
 * Writes into index.html the GraphQL requests a page sent as index.html (a signed-in visitor's, see
 * prerendered-page.ts) starts with, for the entry to send at once (lib/early-answers.ts). Recorded
 * from the app's own client and loaders (first-query-requests.ts).
 */
export const firstQueries = (): Plugin =>
  indexHtmlRecord({
    name: 'lunchbox:first-queries',
    meta: FIRST_QUERIES_META,
    record: (config) =>
      withAppModule<{ firstQueryRequests: typeof firstQueryRequests }, Awaited<ReturnType<typeof firstQueryRequests>>>(
        config,
        '/src/app/first-query-requests.ts',
        (module) => module.firstQueryRequests(),
      ),
  });
