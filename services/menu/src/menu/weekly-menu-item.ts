import type { EventData } from '@lunchbox/contracts/events';
import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';
import type { Nutrition } from '@lunchbox/domain/menu-schemas';
import { centsToDecimalString } from '@lunchbox/domain/money';
import type { NewWeeklyMenuItemRow, WeeklyMenuItemRow } from '../db/schema.ts';

export function nutritionOf(row: WeeklyMenuItemRow): Nutrition {
  return { protein: row.proteinGrams, carbohydrates: row.carbohydrateGrams, fat: row.fatGrams, sodium: row.sodiumMilligrams };
}

/** The columns nutrition is stored in, each named with its unit. */
export function nutritionColumns(nutrition: Nutrition): Pick<NewWeeklyMenuItemRow, 'proteinGrams' | 'carbohydrateGrams' | 'fatGrams' | 'sodiumMilligrams'> {
  return { proteinGrams: nutrition.protein, carbohydrateGrams: nutrition.carbohydrates, fatGrams: nutrition.fat, sodiumMilligrams: nutrition.sodium };
}

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
    allergens: row.allergens,
    dietTags: row.dietTags,
    nutrition: nutritionOf(row),
  };
}

/** The whole item as menu.item.upserted carries it, so a consumer's read model needs nothing else (ordering prices orders from its cents). */
export function menuItemUpserted(row: WeeklyMenuItemRow): EventData<'menu.item.upserted'> {
  const { id, price: _price, ...item } = toWeeklyMenuItem(row);
  return { itemId: id, ...item, priceCents: row.priceCents };
}

export const MENU_ITEM_NOT_FOUND = 'Menu item not found';
