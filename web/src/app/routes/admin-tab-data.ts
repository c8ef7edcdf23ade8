import { CURRENT_USER_QUERY } from '../../lib/current-user.ts';
import type { DataClient } from '../../lib/data-layer.ts';

/**
 * The data of an administrator's dashboard tab at the address (?tab=), asked for as the app starts
 * (router.tsx), alongside the tab's code: the gateway then draws the tab with it (signed-in-render.tsx)
 * and the browser adopts that, where the tab drew a spinner and the browser then drew the users
 * table in the load's longest tasks, once its code, its query and the answer had come (issue 34: TBT).
 * The query is the tab's own, with the same variables, so the tab reads this answer. Not the
 * overview's counters: its largest text, the heading, is drawn without them, and the drawing waits
 * for what its loaders ask (four services answer the counters), a drawing past its deadline being
 * no drawing at all. The kitchen (its tabs' own loaders) asks for none of these.
 */
export async function loadAdminTabData(client: DataClient, search: URLSearchParams): Promise<unknown> {
  if (search.get('tab') !== 'users') return undefined;
  const { data } = await client.query({ query: CURRENT_USER_QUERY });
  if (data?.me?.isAdmin !== true) return undefined;
  return (await import('../../features/admin-users/hooks/use-user-page.ts')).startFirstUserPage(client);
}
