import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
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
export const useUpcomingMenuItems = () => useQueryAnswer(UPCOMING_MENU_ITEMS_QUERY, (data) => data.upcomingWeeklyMenuItems, { fetchPolicy: 'network-only' });
