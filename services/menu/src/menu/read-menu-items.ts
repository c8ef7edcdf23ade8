import { currentWeekMonday } from '@lunchbox/domain/next-week-menu';
import { count, eq } from 'drizzle-orm';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { weeklyMenuItems, type WeeklyMenuItemRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { listActiveMenuItems, listAllMenuItems } from './menu-item-repository.ts';

/** The parents' weekly menu (home, /weekly-menu): every active item; anyone may read it. */
export function activeMenuItems(deps: MenuDeps): Promise<WeeklyMenuItemRow[]> {
  return deps.activeMenu.read(() => listActiveMenuItems(deps.db));
}

/**
 * What the order picker can offer: the active items of every menu week that has not ended before
 * this school week's Monday (the schools' calendar, the server's clock). Past weeks cannot be
 * ordered any more, so they are left out; the picker itself chooses the item of each day.
 */
export async function upcomingMenuItems(deps: MenuDeps): Promise<WeeklyMenuItemRow[]> {
  const monday = currentWeekMonday(now(), deps.settings.schoolTimeZone);
  return (await activeMenuItems(deps)).filter((row) => row.weekEndDate >= monday);
}

/** The admin menu screens: every item, removed (inactive) ones included. */
export function allMenuItems(deps: MenuDeps, caller: Caller | null): Promise<WeeklyMenuItemRow[]> {
  requireAdmin(caller);
  return listAllMenuItems(deps.db);
}

/** The admin overview's "Weekly Menu Items": the dishes currently offered (active items). */
export async function countActiveMenuItems(deps: MenuDeps, caller: Caller | null): Promise<number> {
  requireAdmin(caller);
  const [row] = await deps.db.select({ total: count() }).from(weeklyMenuItems).where(eq(weeklyMenuItems.isActive, true));
  return row?.total ?? 0;
}
