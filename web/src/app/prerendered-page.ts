import { authPathFor } from '../lib/return-path.ts';

/**
 * The first frame of the pages a signed-out visitor most often opens first, drawn at build time
 * (prerender-pages-plugin.ts) so that a phone paints the page from the HTML, before the app's
 * JavaScript has arrived. The gateway sends `prerendered/<name>.html` for `/<name>` (`index` for
 * `/`) to a browser without a session; every other page, and a signed-in visitor, get index.html.
 */
export const PRERENDERED_FOLDER = 'prerendered';

/** Marks #root of a prerendered page: main.tsx lets React take over only when it can draw the same page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** File name → the address drawn into it, as a signed-out visitor sees it (the cart's guard shows the sign-in screen). */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  index: '/',
  'weekly-menu': '/weekly-menu',
  auth: '/auth',
  cart: authPathFor('/cart'),
};
