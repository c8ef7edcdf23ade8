import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { Nutrition } from '@lunchbox/domain/menu-schemas';
import { type AdminMenuItem } from './all-menu-items.ts';

/** POST /api/weekly-menu's fields (admin-area.md section 7); the service validates them again. */
export interface MenuItemInput {
  weekStartDate: string;
  weekEndDate: string;
  dayOfWeek: string;
  menuItem: string;
  description: string;
  price: string;
  calories?: string | null;
  imageUrl?: string | null;
  allergens?: string[];
  dietTags?: string[];
  nutrition?: Nutrition;
}

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
export function useCreateMenuItem() {
  const [mutate] = useMutation(CREATE_MENU_ITEM_MUTATION);
  return useCallback(
    async (input: MenuItemInput): Promise<AdminMenuItem> => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw new Error('The menu item was not created');
      return result.data.createWeeklyMenuItem;
    },
    [mutate],
  );
}
