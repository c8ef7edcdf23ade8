import { currentWeekMonday } from '@lunchbox/domain/next-week-menu';
import { now } from '@lunchbox/kit/process/clock';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { activeMenuItems } from './list-active-menu-items.ts';

/**
 * What the order picker can offer: the active items of every menu week that has not ended before
 * this school week's Monday (the schools' calendar, the server's clock). Past weeks cannot be
 * ordered any more, so they are left out; the picker itself chooses the item of each day.
 */
export async function upcomingMenuItems(deps: MenuDeps): Promise<WeeklyMenuItemRow[]> {
  const monday = currentWeekMonday(now(), deps.settings.schoolTimeZone);
  return (await activeMenuItems(deps)).filter((row) => row.weekEndDate >= monday);
}
