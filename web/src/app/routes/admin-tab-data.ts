import { CURRENT_USER_QUERY } from '../../lib/current-user.ts';
import type { DataClient } from '../../lib/data-layer.ts';

/**
 * The data of an administrator's dashboard tab at the address (?tab=), asked for as the app starts
 * (router.tsx), alongside the tab's code: the gateway then draws the tab with it (signed-in-render.tsx)
 * and the browser adopts that, where the tab drew a spinner that the browser replaced once its code,
 * its query and the answer had come, the page's largest text last (issue 34: LCP). The queries are the
 * tabs' own, with the same variables, so the tabs read these answers. The kitchen (its tabs' own
 * loaders) asks for none of these.
 */
export async function loadAdminTabData(client: DataClient, search: URLSearchParams): Promise<unknown> {
  const { data } = await client.query({ query: CURRENT_USER_QUERY });
  if (data?.me?.isAdmin !== true) return undefined;
  const tab = search.get('tab');
  if (tab === 'users') return (await import('../../features/admin-users/hooks/use-user-page.ts')).startFirstUserPage(client);
  if (tab === null || tab === 'overview') return (await import('../../features/admin-overview/api/admin-overview.ts')).startAdminStats(client);
  return undefined;
}
