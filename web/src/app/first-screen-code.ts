/**
 * A signed-in page's first screen's code, asked for by the app's small entry (main.tsx) the moment it
 * runs, alongside the app's own code: the app asks for it itself only once it has arrived and started
 * (router.tsx's loadSignedInFirstScreen), a round trip and a download later on a slow phone, and
 * where the gateway does not draw the page (the cart, whose lunches are in the browser's storage)
 * the screen's first frame waits for it. The build writes which files each path's screen is made of
 * into index.html (first-screen-chunks-plugin.ts); the browser then takes them from its preloads
 * when the app imports them.
 */

/** index.html's <meta> holding, by path, the files of the screen drawn there (a data block would be an inline <script>, which the CSP forbids). */
export const FIRST_SCREEN_CHUNKS_META = 'lunchbox:first-screen-chunks';

/** What the build writes into that <meta>: by path, the addresses of the screen's chunks (none the page preloads already). */
export type FirstScreenChunks = Record<string, string[]>;

/** Preloads the files of the screen at `pathname` (none on a page without the record, such as a prerendered one). */
export function preloadFirstScreenCode(pathname: string): void {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_SCREEN_CHUNKS_META}"]`)?.content;
  if (!content) return;
  let chunks: FirstScreenChunks;
  try {
    chunks = JSON.parse(content) as FirstScreenChunks;
  } catch {
    return;
  }
  for (const href of chunks[pathname] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the bundle's own preloads (and index.html's) ask for a module, so that its import finds this fetch.
    link.crossOrigin = '';
    // As the app's code from index.html's head: the screen runs after the app, and must not take its bandwidth first.
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
}
