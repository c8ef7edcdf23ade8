import { authPathFor } from '../lib/return-path.ts';

/**
 * The first frame of the pages a signed-out visitor most often opens first, drawn at build time
 * (prerender-pages-plugin.ts) so that a phone paints the page from the HTML, before the app's
 * JavaScript has arrived. The gateway sends `prerendered/<name>.html` for `/<name>` (`index` for
 * `/`) to a browser without a session; every other page, and a signed-in visitor, get index.html.
 * The app then hydrates that markup (main-app.tsx): React adopts the drawn page instead of drawing
 * it again, so the first render in the browser must give exactly the markup drawn here.
 */
export const PRERENDERED_FOLDER = 'prerendered';

/**
 * On #root of a prerendered page, its value the address the page was drawn for: the browser's own
 * address unless a route guard led elsewhere (`/cart` is drawn as the sign-in screen it leads to).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On each control the prerender disabled: it cannot act before the app has taken the page over,
 * so that a tap (or a test) waits for the real control. The app enables exactly these when it has.
 */
export const UNTIL_APP_ATTRIBUTE = 'data-until-app';

/** Emotion's cache key, the same in the prerender and in the browser, so the browser adopts the drawn pages' style tags. */
export const EMOTION_CACHE_KEY = 'css';

/**
 * On the drawn page's <style> tag of emotion's rules (in place of emotion's own `data-emotion`), its
 * value the names of the rules it holds: the browser's emotion cache takes them as inserted
 * (main-app.tsx) without moving the tag, which emotion does with a tag it adopts and which makes the
 * browser parse every rule again and restyle the whole page while the app starts.
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-drawn-styles';

/** File name → the address drawn into it, as a signed-out visitor sees it (the cart's guard shows the sign-in screen). */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  index: '/',
  'weekly-menu': '/weekly-menu',
  auth: '/auth',
  cart: authPathFor('/cart'),
};
