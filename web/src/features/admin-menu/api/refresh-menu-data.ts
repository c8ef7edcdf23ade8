import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

/**
 * Every root field that holds menu data, whichever screen asks for it: the parents' weekly menu
 * and order picker, the admin grid, next week's menu (Communications) and the overview counters
 * (Weekly Menu Items). Named here rather than imported, as features do not import each other.
 */
const MENU_ROOT_FIELDS = ['activeWeeklyMenuItems', 'upcomingWeeklyMenuItems', 'allWeeklyMenuItems', 'nextWeekMenu', 'adminStats'] as const;

/**
 * "Every successful menu change refreshes all cached menu data" (admin-area.md section 4): evicts
 * the menu fields from the cache, so every query on screen that reads one asks the server again
 * (awaited) and any other screen asks when it next shows. Called once after a change or a batch
 * of changes (a weekly menu, a group edit), not once per call.
 */
export function useRefreshMenuData(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    const refetched = client.refetchQueries({
      updateCache: (cache) => evictRootFields(cache, ...MENU_ROOT_FIELDS),
    });
    try {
      await refetched;
    } catch {
      // A failed refetch shows on its own screen (error state); the change itself succeeded.
    }
  }, [client]);
}
