import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { MenuItemInput } from './create-menu-item.ts';

/** PATCH /api/weekly-menu/{id}: any of the fields, isActive false (remove), or calories/imageUrl null (clear). */
export type MenuItemPatch = Partial<MenuItemInput> & { isActive?: boolean };

const UPDATE_MENU_ITEM_MUTATION = graphql(`
  mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) {
    updateWeeklyMenuItem(id: $id, input: $input) {
      ...WeeklyMenuItemFields
    }
  }
`);

/**
 * Changes one menu item; the normalized cache updates that item at once. The caller runs
 * `useRefreshMenuData` once the whole change (a group edit, an edit by date) is done, since a
 * change can move an item in or out of other lists (active items, next week's menu).
 */
export const useUpdateMenuItem = () => useMutationAnswer(UPDATE_MENU_ITEM_MUTATION, (data) => data.updateWeeklyMenuItem, 'The menu item was not updated');
