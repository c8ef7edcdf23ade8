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
}

/**
 * The pages drawn so: where a signed-in visitor's first screen shows what the server knows. Not the
 * cart (its lunches are in the browser's storage) nor the forms (nothing to show before the app).
 * The dashboard is drawn with its sections (home-route.tsx), which the browser adopts in slices.
 */
export const DRAWN_SIGNED_IN_PATHS: ReadonlySet<string> = new Set(['/', '/my-orders', '/calendar', '/admin']);

/**
 * The pages whose first render picks its layout from the screen's width (the admin dashboard's tabs
 * or its sections menu, useMediaQuery without SSR), drawn by the server for a wide screen: a narrower
 * one draws them anew. A browser that says it is a phone is not sent them drawn at all
 * (`SignedInRenderRequest.phone`): it would draw them anew. MUI's md breakpoint.
 */
export const DRAWN_FOR_WIDE_SCREENS: ReadonlySet<string> = new Set(['/admin']);
export const WIDE_SCREEN = '(min-width: 900px)';

/** The day (YYYY-MM-DD) at `instant` in `timeZone`. */
export function dayIn(timeZone: string, instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
