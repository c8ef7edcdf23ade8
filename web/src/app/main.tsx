import { startCatalogueDownload } from '../lib/catalogue-download.ts';
import { startFirstQueries } from '../lib/early-answers.ts';
import { preloadFirstScreenCode } from './first-screen-code.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page.ts';
import { DRAWN_SIGNED_IN_ATTRIBUTE } from './signed-in-page.ts';

/**
 * The app's entry, small on purpose. A page drawn at build time (prerendered-page.ts) is painted
 * from its HTML first; only then does the app's code (main-app.tsx) start to download and run, so
 * that neither its transfer nor its start-up work holds up the first frame on a slow phone.
 * So is a page the gateway drew for a signed-in visitor (signed-in-page.ts). index.html (every
 * other page) preloads that code from its head instead (prerender-pages-plugin.ts), so that there
 * the app starts as soon as it can.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background draws no frame until shown: there the page need not wait for one.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // An animation frame's callback runs just before that frame is drawn; a task queued from it runs after.
  return new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  const drawn = root?.hasAttribute(PRERENDERED_ATTRIBUTE) === true;
  // Drawn by the server for a signed-in visitor, with the answers it needs (signed-in-page.ts).
  const drawnSignedIn = root?.hasAttribute(DRAWN_SIGNED_IN_ATTRIBUTE) === true;
  // index.html's visitor (signed in, see prerendered-page.ts): the settings', the session's and the first screen's
  // answers are asked for now, while the app's code downloads, rather than once it has arrived and started; and so is
  // the first screen's code, which the app would ask for only then.
  if (!drawn && !drawnSignedIn) {
    startFirstQueries(window.location.pathname);
    preloadFirstScreenCode(window.location.pathname);
  }
  if (!drawn) startCatalogueDownload();
  if (drawn || drawnSignedIn) await afterFirstPaint();
  // All are fetched at once; each runs as soon as it and what it imports are here, so the large
  // libraries (chunks of their own, see vite.config.ts) start in tasks of their own rather than in one
  // long task with the app: a phone's taps wait for the end of a task.
  const app = import('./main-app.tsx');
  void import('react-dom/client');
  // Apollo Client, but for a page drawn for a signed-out visitor, which starts on the light client (lib/data-layer.ts).
  // The app's own module for it, not the library's index: a dynamic import keeps every export of what it
  // names, and the index's would bring graphql's parser, which nothing calls.
  if (!drawn) void import('../lib/apollo-data-layer.tsx');
  await app;
}

void start();
