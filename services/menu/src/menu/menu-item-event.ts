import type { EventData } from '@lunchbox/contracts/events';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import { nutritionOf } from './weekly-menu-item.ts';

/** The whole item, so a consumer's read model needs nothing else (ordering prices orders from it). */
export function menuItemUpserted(row: WeeklyMenuItemRow): EventData<'menu.item.upserted'> {
  return {
    itemId: row.id,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    dayOfWeek: row.dayOfWeek,
    menuItem: row.menuItem,
    description: row.description,
    priceCents: row.priceCents,
    calories: row.calories,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    allergens: row.allergens,
    dietTags: row.dietTags,
    nutrition: nutritionOf(row),
  };
}
