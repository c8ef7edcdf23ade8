import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';
import { AllWeeklyMenuItemsDocument, CreateWeeklyMenuItemDocument, DeleteWeeklyMenuItemDocument, UpdateWeeklyMenuItemDocument } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type AdminMenuItem = WeeklyMenuItem & { __typename?: 'WeeklyMenuItem' };

/** POST /api/weekly-menu's fields (admin-area.md section 7); the service validates them again. */
type OptionalFields = 'calories' | 'imageUrl' | 'allergens' | 'dietTags' | 'nutrition';
export type MenuItemInput = Omit<WeeklyMenuItem, 'id' | 'isActive' | OptionalFields> & Partial<Pick<WeeklyMenuItem, OptionalFields>>;

/** PATCH /api/weekly-menu/{id}: any of the fields, isActive false (remove), or calories/imageUrl null (clear). */
export type MenuItemPatch = Partial<MenuItemInput> & { isActive?: boolean };

/*
 * A change refreshes nothing by itself: the caller runs `useRefreshMenuData` once the whole change
 * (one item, a weekly menu of up to five, a group edit, an edit by date) is done, since a change
 * can move an item in or out of other lists (active items, next week's menu).
 */

/**
 * Every menu item, removed (inactive) ones included: the menu grid, the suggestion lists and the
 * edit-by-date dialog read it (administrators only). Refreshed by `useRefreshMenuData` after
 * every successful change.
 */
export const useAllMenuItems = queryHook(AllWeeklyMenuItemsDocument, 'allWeeklyMenuItems');

/** The same list's document, which the edit-by-date dialog asks for afresh itself. */
export const ALL_MENU_ITEMS_QUERY = AllWeeklyMenuItemsDocument;

/** Creates one menu item. */
export const useCreateMenuItem = mutationHook(CreateWeeklyMenuItemDocument, 'createWeeklyMenuItem', 'The menu item was not created');

/** Changes one menu item; the normalized cache updates that item at once. */
export const useUpdateMenuItem = mutationHook(UpdateWeeklyMenuItemDocument, 'updateWeeklyMenuItem', 'The menu item was not updated');

/** Deletes one menu item record and evicts it from the cache (the caller refreshes once every instance of a group is deleted). */
export const useDeleteMenuItem = mutationHook(DeleteWeeklyMenuItemDocument, 'deleteWeeklyMenuItem', 'The menu item was not deleted', {
  update(cache, _result, { variables }) {
    cache.evict({ id: cache.identify({ __typename: 'WeeklyMenuItem', id: variables?.id }) });
  },
});
