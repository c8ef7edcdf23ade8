import type { OutputBundle, PluginContext } from 'rollup';
import type { Plugin, ResolvedConfig } from 'vite';
import { escapeAttribute } from './build-time-modules.ts';

/** What a record plugin gives: its name, the meta it writes, and how it draws the record from the build. */
interface IndexHtmlRecord {
  name: string;
  meta: string;
  record: (config: ResolvedConfig, context: PluginContext, bundle: OutputBundle, html: string) => Promise<unknown>;
}

/**
 * A build plugin that writes a record drawn at build time into index.html's head, as JSON in a meta
 * tag the entry reads at once (no request for it). It runs after prerender-pages-plugin.ts has copied
 * index.html into the prerendered pages: they are drawn for a visitor without a session and start
 * without the records a page sent as index.html (a signed-in visitor's) needs.
 */
export function indexHtmlRecord({ name, meta, record }: IndexHtmlRecord): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') this.error('index.html is missing from the bundle');
      const content = JSON.stringify(await record(config, this, bundle, String(shell.source)));
      shell.source = String(shell.source).replace('</head>', `  <meta name="${meta}" content="${escapeAttribute(content)}">\n  </head>`);
    },
  };
}
