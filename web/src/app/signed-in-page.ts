import type { NormalizedCacheObject } from '@apollo/client';

/**
 * A signed-in visitor's first screen drawn by the gateway at request time (signed-in-render.tsx),
 * which the browser adopts (main-app.tsx) instead of drawing it: the page's HTML is painted before
 * the app's code has arrived.
 */

/** On #root of such a page: it was drawn for the signed-in visitor (its value: the address drawn). */
export const DRAWN_SIGNED_IN_ATTRIBUTE = 'data-drawn-signed-in';

/**
 * The id of the `<script type="application/json">` holding the answers it was drawn with: a data
 * block, which the CSP (script-src 'self') lets be, since it never runs.
 */
export const SIGNED_IN_ANSWERS_ID = 'signed-in-answers';

/**
 * The page the gateway draws into (beside index.html in the build, prerender-pages-plugin.ts):
 * index.html without its preloads of the app's code. The drawn page is painted from its HTML first,
 * and only then is that code asked for (main.tsx); preloaded from the head, it would download
 * alongside the first frame on a slow phone's network.
 */
export const DRAWN_PAGE_SHELL_FILE = 'drawn-page-shell.html';

export interface SignedInAnswers {
  /** The address drawn (path and query string). */
  address: string;
  /** The servers' clock when drawn (epoch ms). */
  now: number;
  /** The schools' time zone: the day the page shows is the day there. */
  timeZone: string;
  /** Apollo Client's cache as drawn (its `extract()`). */
  cache: NormalizedCacheObject;
  /** The answers read outside the cache (lib/started-answer.ts), by operation and variables. */
  started: Record<string, unknown>;
  /** A page laid out by the width (LAID_OUT_BY_WIDTH) was drawn in its narrow layout, for a phone. */
  narrowLayout: boolean;
}

/**
 * The pages drawn so: where a signed-in visitor's first screen shows what the server knows. The cart
 * is drawn as its frame (its heading and buttons): its lunches are in the browser's storage, which the
 * browser reads once it has adopted the page (cart-store.ts). Not the forms (nothing to show before the
 * app). The dashboard is drawn with its sections (home-route.tsx), which the browser adopts in slices.
 */
export const DRAWN_SIGNED_IN_PATHS: ReadonlySet<string> = new Set(['/', '/my-orders', '/calendar', '/admin', '/cart']);

/**
 * The pages whose first render picks its layout from the screen's width (the admin dashboard's tabs
 * or its sections menu, narrow-screen.ts). The server has no width to read: it draws the layout of the
 * screen the browser announces (a phone's narrow one, any other's wide one) and records which
 * (`SignedInAnswers.narrowLayout`); a browser whose width gives the other layout (a phone in a wide
 * window, a computer's narrow window) draws the page anew. MUI's md breakpoint.
 */
export const LAID_OUT_BY_WIDTH: ReadonlySet<string> = new Set(['/admin']);
export const WIDE_SCREEN = '(min-width: 900px)';

/** The day (YYYY-MM-DD) at `instant` in `timeZone`. */
export function dayIn(timeZone: string, instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
