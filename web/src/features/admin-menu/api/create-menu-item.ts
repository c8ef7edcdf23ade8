import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';
import { graphql } from '../../../gql/gql.ts';

/** POST /api/weekly-menu's fields (admin-area.md section 7); the service validates them again. */
type OptionalFields = 'calories' | 'imageUrl' | 'allergens' | 'dietTags' | 'nutrition';
export type MenuItemInput = Omit<WeeklyMenuItem, 'id' | 'isActive' | OptionalFields> & Partial<Pick<WeeklyMenuItem, OptionalFields>>;

const CREATE_MENU_ITEM_MUTATION = graphql(`
  mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) {
    createWeeklyMenuItem(input: $input) {
      ...WeeklyMenuItemFields
    }
  }
`);

/**
 * Creates one menu item. Refreshes nothing by itself: the caller runs `useRefreshMenuData` once
 * the whole change (one item, or a weekly menu of up to five) is done.
 */
export const useCreateMenuItem = () => useMutationAnswer(CREATE_MENU_ITEM_MUTATION, (data) => data.createWeeklyMenuItem, 'The menu item was not created');
