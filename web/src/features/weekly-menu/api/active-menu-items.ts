import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
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
export const useActiveMenuItems = queryHook(ACTIVE_MENU_ITEMS_QUERY, 'activeWeeklyMenuItems');
