import type { Nutrition } from './menu-schemas.ts';
import { sumCents, toCents } from './money.ts';
import { addDays, weekDates, weekdayName, WEEKDAYS, type Weekday } from './school-dates.ts';

/** A weekly menu item as the screens and the services see it (parent-app.md section 3). */
export interface WeeklyMenuItem {
  id: number;
  /** The menu week's first day, 'YYYY-MM-DD' (normally a Monday). */
  weekStartDate: string;
  /** The menu week's last day, 'YYYY-MM-DD' (normally start + 4). */
  weekEndDate: string;
  /** 'Monday' … 'Friday'. */
  dayOfWeek: string;
  /** The dish's name. */
  menuItem: string;
  description: string;
  /** Decimal text, '7.50'. */
  price: string;
  /** Free text such as '350-450', or null. */
  calories: string | null;
  imageUrl: string | null;
  isActive: boolean;
  /** Canonical allergen names (allergens.ts), in the fixed order. */
  allergens: string[];
  /** Canonical diet tags (allergens.ts), in the fixed order. */
  dietTags: string[];
  nutrition: Nutrition;
}

/** What the menu rules need of an item; the full entity and the services' rows both fit. */
export type MenuItemFacts = Pick<WeeklyMenuItem, 'weekStartDate' | 'weekEndDate' | 'dayOfWeek' | 'isActive'>;

function sameDayName(dayOfWeek: string, day: string): boolean {
  return dayOfWeek.trim().toLowerCase() === day.toLowerCase();
}

/**
 * The items of the menu week starting on the given Monday (parent-app.md section 4): active items
 * whose weekStartDate is that Monday; if there are none, those whose weekStartDate is one day before
 * or after it (a week entered from a Sunday or a Tuesday). Inactive items are removed items
 * (admin-area.md section 4) and never count.
 */
export function itemsForWeek<T extends MenuItemFacts>(items: readonly T[], monday: string): T[] {
  const active = items.filter((item) => item.isActive);
  const exact = active.filter((item) => item.weekStartDate === monday);
  if (exact.length > 0) return exact;
  const neighbours = new Set([addDays(monday, -1), addDays(monday, 1)]);
  return active.filter((item) => neighbours.has(item.weekStartDate));
}

/** True when the item is on the menu on that date: active, its week range holds the date, and its weekday is the date's. */
export function isServedOn(item: MenuItemFacts, date: string): boolean {
  return item.isActive && item.weekStartDate <= date && date <= item.weekEndDate && sameDayName(item.dayOfWeek, weekdayName(date));
}

function byLatestWeekFirst<T extends MenuItemFacts & { id: number }>(a: T, b: T): number {
  if (a.weekStartDate !== b.weekStartDate) return a.weekStartDate < b.weekStartDate ? 1 : -1;
  return b.id - a.id;
}

/** Every item served on the date, the one that wins first (latest weekStartDate, then the newest id). */
export function itemsServedOn<T extends MenuItemFacts & { id: number }>(items: readonly T[], date: string): T[] {
  return items.filter((item) => isServedOn(item, date)).sort(byLatestWeekFirst);
}

/**
 * The order picker's item for a date (parent-app.md section 4): among active items whose week range
 * holds the date and whose weekday matches, the one with the latest weekStartDate (equal weeks: the
 * newest, i.e. highest, id). Undefined when the day has no menu.
 */
export function itemForDay<T extends MenuItemFacts & { id: number }>(items: readonly T[], date: string): T | undefined {
  return itemsServedOn(items, date)[0];
}

export interface DayMenu<T> {
  dayOfWeek: Weekday;
  date: string;
  items: T[];
}

/** The five day columns (Monday to Friday) of the week starting on the Monday, from `itemsForWeek`, each in id order. */
export function itemsByDay<T extends MenuItemFacts & { id: number }>(items: readonly T[], monday: string): DayMenu<T>[] {
  const week = itemsForWeek(items, monday);
  const dates = weekDates(monday);
  return WEEKDAYS.map((dayOfWeek, index) => ({
    dayOfWeek,
    date: dates[index] as string,
    items: week.filter((item) => sameDayName(item.dayOfWeek, dayOfWeek)).sort((a, b) => a.id - b.id),
  }));
}

/** The Daily Total of a day's items in cents (shown when a day has more than one item). */
export function dailyTotalCents(items: readonly Pick<WeeklyMenuItem, 'price'>[]): number {
  return sumCents(items.map((item) => toCents(item.price)));
}

const NO_SERVICE = /no\s+service/i;

/** True when the item's name or description says 'no service' (any case): the day shows 'No Service'. */
export function isNoService(item: Pick<WeeklyMenuItem, 'menuItem' | 'description'>): boolean {
  return NO_SERVICE.test(item.menuItem) || NO_SERVICE.test(item.description ?? '');
}

/** The /weekly-menu rule: a day with no items, or with a 'no service' item, shows 'No Service / No lunch available today'. */
export function isNoServiceDay(items: readonly Pick<WeeklyMenuItem, 'menuItem' | 'description'>[]): boolean {
  return items.length === 0 || items.some(isNoService);
}
