import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';

export type AdminMenuItem = WeeklyMenuItem & { __typename?: 'WeeklyMenuItem' };

export const ALL_MENU_ITEMS_QUERY = graphql(`
  query AllWeeklyMenuItems {
    allWeeklyMenuItems {
      ...WeeklyMenuItemFields
    }
  }
`);

/**
 * Every menu item, removed (inactive) ones included: the menu grid, the suggestion lists and the
 * edit-by-date dialog read it (administrators only). Refreshed by `useRefreshMenuData` after
 * every successful change.
 */
export const useAllMenuItems = () => useQueryAnswer(ALL_MENU_ITEMS_QUERY, (data) => data.allWeeklyMenuItems);
