import type { OutputBundle, PluginContext } from 'rollup';
import type { Plugin } from 'vite';
import { withAppModule } from './build-time-modules.ts';
import { FIRST_SCREEN_CHUNKS_META, type FirstScreenChunks } from './first-screen-code.ts';
import { indexHtmlRecord } from './index-html-record-plugin.ts';
import type { routePaths, screenExportsAt } from './router.tsx';

/** The route table's module, whose dynamic imports are the screens' modules. */
const ROUTER = /\/src\/app\/router\.tsx$/;

/** The files index.html asks for already: its entry and its preloads of the app's code (prerender-pages-plugin.ts). */
function filesOfPage(html: string, base: string): Set<string> {
  return new Set([...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+\.js)"/g)].map(([, address]) => address!.slice(base.length)));
}

/** The chunk that holds `moduleId` and every chunk it imports, the page's own files left out. */
function chunksOf(bundle: OutputBundle, moduleId: string, already: ReadonlySet<string>): string[] {
  const holder = Object.values(bundle).find((candidate) => candidate.type === 'chunk' && candidate.moduleIds.includes(moduleId));
  if (holder?.type !== 'chunk') throw new Error(`no chunk holds ${moduleId}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName) || already.has(fileName)) return;
    files.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(holder.fileName);
  return files;
}

/** The screen module that exports `name`, among the route table's dynamic imports: exactly one. */
function screenModule(context: PluginContext, screens: readonly string[], name: string): string {
  const found = screens.filter((id) => context.getModuleInfo(id)?.exports?.includes(name) === true);
  if (found.length !== 1) context.error(`the route table's screen ${name} should be exported by one of its dynamic imports, found ${found.length}`);
  return found[0]!;
}

/**
 * Writes into index.html, by path, the chunks of the screen a signed-in visitor sent index.html
 * there sees first (router.tsx's screenExportsAt: the screens the route table draws at the path),
 * for the entry to preload at once (first-screen-code.ts). The record is the route table's own and
 * the bundle's, so nothing is kept in step by hand. A page painted from its HTML asks for no code
 * before it is painted, so the prerendered pages go without it.
 */
export const firstScreenChunks = (): Plugin =>
  indexHtmlRecord({
    name: 'lunchbox:first-screen-chunks',
    meta: FIRST_SCREEN_CHUNKS_META,
    async record(config, context, bundle, html) {
      const exportsByPath = await withAppModule<{ routePaths: typeof routePaths; screenExportsAt: typeof screenExportsAt }, Array<[string, string[]]>>(
        config,
        '/src/app/router.tsx',
        async (router) => router.routePaths().map((pathname) => [pathname, router.screenExportsAt(pathname)]),
      );
      const routerId = [...context.getModuleIds()].find((id) => ROUTER.test(id));
      const screens = routerId ? (context.getModuleInfo(routerId)?.dynamicallyImportedIds ?? []) : [];
      if (screens.length === 0) context.error('the route table (src/app/router.tsx) and its screens are missing from the bundle');
      const already = filesOfPage(html, config.base);
      const record: FirstScreenChunks = {};
      for (const [pathname, names] of exportsByPath) {
        const files = [...new Set(names.flatMap((name) => chunksOf(bundle, screenModule(context, screens, name), already)))];
        if (files.length > 0) record[pathname] = files.map((file) => `${config.base}${file}`);
      }
      return record;
    },
  });
