import { graphql } from '../../../gql/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';

export type MenuItem = WeeklyMenuItem & { __typename?: 'WeeklyMenuItem' };

export const ACTIVE_MENU_ITEMS_QUERY = graphql(`
  query ActiveWeeklyMenuItems {
    activeWeeklyMenuItems {
      ...WeeklyMenuItemFields
    }
  }
`);

/** Every active menu item (the home Weekly Menu section and /weekly-menu); anyone may ask. */
export function useActiveMenuItems() {
  const { data, loading, error, refetch } = useQuery(ACTIVE_MENU_ITEMS_QUERY);
  return { items: data?.activeWeeklyMenuItems ?? [], loading: loading && !data, error, refetch };
}
