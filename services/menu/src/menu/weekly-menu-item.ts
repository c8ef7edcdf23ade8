import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';
import { centsToDecimalString } from '@lunchbox/domain/money';
import type { WeeklyMenuItemRow } from '../db/schema.ts';

/** What the graph shows of a menu item: the price as decimal text, never the stored cents. */
export function toWeeklyMenuItem(row: WeeklyMenuItemRow): WeeklyMenuItem {
  return {
    id: row.id,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    dayOfWeek: row.dayOfWeek,
    menuItem: row.menuItem,
    description: row.description,
    price: centsToDecimalString(row.priceCents),
    calories: row.calories,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
  };
}

export const MENU_ITEM_NOT_FOUND = 'Menu item not found';
