import { graphql } from '../../../gql/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';

export type PickerMenuItem = WeeklyMenuItem & { __typename?: 'WeeklyMenuItem' };

const UPCOMING_MENU_ITEMS_QUERY = graphql(`
  query UpcomingWeeklyMenuItems {
    upcomingWeeklyMenuItems {
      ...WeeklyMenuItemFields
    }
  }
`);

/**
 * The items the order picker can offer. Asked from the server every time the picker opens (the
 * spec's cache-busting GET), so a menu published a minute ago is there.
 */
export function useUpcomingMenuItems() {
  const { data, loading, error, refetch } = useQuery(UPCOMING_MENU_ITEMS_QUERY, { fetchPolicy: 'network-only' });
  return { items: data?.upcomingWeeklyMenuItems ?? [], loading: loading && !data, error, refetch };
}
