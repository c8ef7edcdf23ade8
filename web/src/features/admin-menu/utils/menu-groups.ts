import type { TFunction } from 'i18next';
import type { Nutrition } from '@lunchbox/domain/menu-schemas';
import { addDays, weekdayName } from '@lunchbox/domain/school-dates';
import type { AdminMenuItem } from '../api/admin-menu.ts';

/** Active items with the same name, description and price: one card of the grid (admin-area.md "Menu management"). */
export interface MenuGroup {
  key: string;
  menuItem: string;
  description: string;
  price: string;
  /** The first instance's calories and image that has one. */
  calories: string | null;
  imageUrl: string | null;
  /** What the first instance contains; an edit sets it on every instance. */
  allergens: string[];
  dietTags: string[];
  nutrition: Nutrition;
  /** Every instance; edit and delete send one call for each. */
  items: AdminMenuItem[];
  /** The distinct dates the instances are served on, earliest first. */
  dates: string[];
}

/** The date in the item's week range that falls on its weekday (null for a range without one). */
export function servedDate(item: Pick<AdminMenuItem, 'weekStartDate' | 'weekEndDate' | 'dayOfWeek'>): string | null {
  for (let date = item.weekStartDate, steps = 0; date <= item.weekEndDate && steps < 7; date = addDays(date, 1), steps += 1) {
    if (weekdayName(date) === item.dayOfWeek) return date;
  }
  return null;
}

function groupKey(item: AdminMenuItem): string {
  return JSON.stringify([item.menuItem, item.description, item.price]);
}

/** The grid: active items grouped by name, description and price; the group served latest first. */
export function groupActiveItems(items: readonly AdminMenuItem[]): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const item of items) {
    if (!item.isActive) continue;
    const key = groupKey(item);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        menuItem: item.menuItem,
        description: item.description,
        price: item.price,
        calories: null,
        imageUrl: null,
        allergens: item.allergens,
        dietTags: item.dietTags,
        nutrition: item.nutrition,
        items: [],
        dates: [],
      };
      groups.set(key, group);
    }
    group.items.push(item);
    group.calories ??= item.calories || null;
    group.imageUrl ??= item.imageUrl || null;
    const date = servedDate(item);
    if (date && !group.dates.includes(date)) group.dates.push(date);
  }
  const list = [...groups.values()];
  for (const group of list) group.dates.sort();
  const latest = (group: MenuGroup) => group.dates.at(-1) ?? group.items[0]?.weekStartDate ?? '';
  return list.sort((a, b) => latest(b).localeCompare(latest(a)) || a.menuItem.localeCompare(b.menuItem));
}

/** 'Delete this item?' for one entry; the count of entries and of dates when it covers several. */
export function deleteQuestion(group: MenuGroup, t: TFunction): string {
  const entries = group.items.length;
  if (entries === 1) return t('admin.menu.deleteOne', { name: group.menuItem });
  return t('admin.menu.deleteMany', { entries, name: group.menuItem, count: group.dates.length });
}
