import { itemsByDay } from '@lunchbox/domain/menu-items';
import { weekEndDateFor } from '@lunchbox/domain/menu-week';
import { NO_NEXT_WEEK_MENU_MESSAGE, nextWeekMonday } from '@lunchbox/domain/next-week-menu';
import { addDays } from '@lunchbox/domain/school-dates';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { listActiveMenuItemsStartingOn } from './menu-item-repository.ts';

export interface NextWeekMenu {
  weekStartDate: string;
  weekEndDate: string;
  /** Monday to Friday, only the days that have items. */
  days: { dayOfWeek: string; date: string; items: WeeklyMenuItemRow[] }[];
}

/**
 * 'Load Next Week Menu' (Communications): next calendar week's active items by weekday, picked as
 * the parents' screens pick a week (exact weekStartDate, else one day either side). No items at
 * all is the spec's 404 answer.
 */
export async function nextWeekMenu(deps: MenuDeps, caller: Caller | null): Promise<NextWeekMenu> {
  requireAdmin(caller);
  const monday = nextWeekMonday(now(), deps.settings.schoolTimeZone);
  const candidates = await listActiveMenuItemsStartingOn(deps.db, [addDays(monday, -1), monday, addDays(monday, 1)]);
  const days = itemsByDay(candidates, monday).filter((day) => day.items.length > 0);
  if (days.length === 0) throw notFound(NO_NEXT_WEEK_MENU_MESSAGE);
  return { weekStartDate: monday, weekEndDate: weekEndDateFor(monday), days };
}
