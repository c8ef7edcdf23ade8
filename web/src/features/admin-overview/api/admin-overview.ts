import { useQuery } from '@apollo/client/react';
import { AdminStatsDocument, type AdminStatsQuery } from '../../../gql/graphql.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';

/**
 * The overview counters (admin-area.md section 3, "Admin stats"): one federated object, each
 * field answered by the service that owns the data (identity, ordering, menu, notification).
 */
export type AdminStats = AdminStatsQuery['adminStats'];

/**
 * The overview counters; asked only when the signed-in user is an administrator (section 6).
 * Read from the server each time the overview opens (then kept), since every other tab changes
 * them; nothing refetches on its own.
 */
export function useAdminStats() {
  const { user } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  const { data, loading, error, refetch } = useQuery(AdminStatsDocument, {
    skip: !isAdmin,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { stats: data?.adminStats ?? null, loading: isAdmin && loading && !data, error, refetch };
}
