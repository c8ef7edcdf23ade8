import type { DataClient } from '../../../lib/data-layer.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { myOrdersTabOf } from '../types/my-orders-tab.ts';

/**
 * The order form (its steps, fields and form library), a chunk of its own: the history, which a
 * parent opens far more often, neither downloads nor compiles it before the page is adopted, where it
 * made some 70 kB of the history's script (issue 34).
 */
export const orderPlacement = preloadable(async () => (await import('./order-placement.tsx')).OrderPlacement);

/**
 * Fetches the form's code as the app starts on the order tab (app/router.tsx, `search` the address's
 * query string), alongside the screen's own: the page drawn with the form is adopted with it.
 */
export function preloadOrderPlacement(_client: DataClient, search: URLSearchParams): Promise<unknown> {
  return myOrdersTabOf(search) === 'order' ? orderPlacement.preload() : Promise.resolve();
}
