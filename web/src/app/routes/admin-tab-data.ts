import { CURRENT_USER_QUERY } from '../../lib/current-user.ts';
import type { DataClient } from '../../lib/data-layer.ts';
import { loadTimeZoneData } from '../time-zone-data.ts';

/**
 * The data of an administrator's dashboard tab at the address (?tab=), asked for as the app starts
 * (router.tsx), alongside the tab's code: the gateway then draws the tab with it (signed-in-render.tsx)
 * and the browser adopts that, where the tab drew a spinner and the browser then drew its table or
 * sheet in the load's longest tasks, once its code, its query and the answer had come (issue 34).
 * The queries are the tabs' own, with the same variables, so the tabs read these answers. The
 * schools' zone is loaded off the page's thread first, for every tab (the day a tab opens on is the
 * schools' today). Not the overview's counters: its largest text, the heading, is drawn without them,
 * and the drawing waits for what its loaders ask (four services answer the counters), a drawing past
 * its deadline being no drawing at all. The kitchen (its tabs' own loaders) asks for no users.
 */
export async function loadAdminTabData(client: DataClient, search: URLSearchParams): Promise<unknown> {
  const zone = loadTimeZoneData(client);
  switch (search.get('tab')) {
    case 'users':
      return Promise.all([zone, firstUserPage(client)]);
    case 'orders':
      await zone;
      return (await import('../../features/admin-orders/api/admin-orders.ts')).preloadAdminOrders(client);
    case 'production':
      await zone;
      return (await import('../../features/admin-production/api/admin-production.ts')).preloadProductionSheet(client);
    default:
      return zone;
  }
}

/** The users tab's first page, for an administrator only. */
async function firstUserPage(client: DataClient): Promise<unknown> {
  const { data } = await client.query({ query: CURRENT_USER_QUERY });
  if (data?.me?.isAdmin !== true) return undefined;
  return (await import('../../features/admin-users/hooks/use-user-page.ts')).startFirstUserPage(client);
}
