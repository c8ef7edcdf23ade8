import type { OutputBundle } from 'rollup';
import type { Plugin, ResolvedConfig } from 'vite';
import { escapeAttribute, withAppModule } from './build-time-modules.ts';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_FOLDER, PRERENDERED_PAGES } from './prerendered-page.ts';
import { DRAWN_PAGE_SHELL_FILE } from './signed-in-page.ts';
import type { prerenderPage } from './prerender.tsx';

/** index.html's #root, whose content (the header's outline) a prerendered page replaces. */
const ROOT = /<div id="root">[\s\S]*?<!-- end of #root -->/;

/**
 * The app's code after the entry (main.tsx imports it), which index.html preloads and the prerendered
 * pages do not: the app's module, and what main-app.tsx waits for before the first render of a page
 * sent as index.html (Apollo Client's layer and the languages' set-up). Asked for from the head, they
 * arrive alongside the app's module instead of once it has run, one round trip later on a slow phone.
 * At low priority: they hold up no paint (index.html's first frame is its own markup), and a preload at
 * the browser's default priority for scripts is one a page audit (Lighthouse's simulation) takes for
 * render-blocking, as if the first frame waited for all of them.
 */
const APP_MODULES = [
  /\/src\/app\/main-app\.tsx$/,
  /\/src\/lib\/apollo-data-layer\.tsx$/,
  /\/src\/lib\/i18n-setup\.ts$/,
  /\/node_modules\/i18next\/dist\/esm\/i18next\.js$/,
];
const APP_PRELOADS = /\n? *<link rel="modulepreload" data-app [^>]*>/g;

/** `<link rel="modulepreload">` tags for the app modules' chunks and every chunk they import. */
function appPreloads(bundle: OutputBundle, base: string): string {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  for (const module of APP_MODULES) {
    // The chunk that holds the module (Rollup gives a chunk shared with other screens no facade).
    const chunk = Object.values(bundle).find((candidate) => candidate.type === 'chunk' && candidate.moduleIds.some((id) => module.test(id)));
    if (chunk?.type !== 'chunk') throw new Error(`no chunk for ${String(module)} in the bundle`);
    visit(chunk.fileName);
  }
  // The entry itself is the page's script already.
  return [...files]
    .filter((file) => !(bundle[file]?.type === 'chunk' && bundle[file].isEntry))
    .map((file) => `\n    <link rel="modulepreload" data-app fetchpriority="low" crossorigin href="${base}${file}">`)
    .join('');
}

/**
 * Writes `prerendered/<name>.html` next to index.html for each page of PRERENDERED_PAGES: the built
 * index.html (same scripts) with the page's first frame, its styles, title and description; and the
 * shell the gateway draws signed-in pages into (DRAWN_PAGE_SHELL_FILE). Emitted
 * into the bundle, so the compression plugin makes their brotli and gzip copies like the others'.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lunchbox:prerender-pages',
    apply: 'build',
    // After Vite has written index.html into the bundle, before the manifest's step compresses it.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || !ROOT.test(String(shell.source))) this.error('index.html with a #root marked "end of #root" is missing from the bundle');
      // A visitor who gets index.html sees nothing until the app runs: its code is fetched with the page (main.tsx).
      shell.source = String(shell.source).replace('</head>', `${appPreloads(bundle, config.base)}\n  </head>`);
      // A page painted from its HTML before the app's code is asked for (main.tsx) has no preloads of that code:
      // the prerendered pages, and the shell the gateway draws a signed-in visitor's page into.
      const paintedFirst = String(shell.source).replace(APP_PRELOADS, '');
      this.emitFile({ type: 'asset', fileName: DRAWN_PAGE_SHELL_FILE, source: paintedFirst });
      await withAppModule<{ prerenderPage: typeof prerenderPage }, void>(config, '/src/app/prerender.tsx', async (module) => {
        for (const [name, address] of Object.entries(PRERENDERED_PAGES)) {
          const page = await module.prerenderPage(address);
          const html = paintedFirst
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`)
            .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeAttribute(page.description)}"`)
            .replace('</head>', `${page.styleTags}\n  </head>`)
            .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(address)}">${page.html}</div>`);
          this.emitFile({ type: 'asset', fileName: `${PRERENDERED_FOLDER}/${name}.html`, source: html });
        }
      });
    },
  };
}
