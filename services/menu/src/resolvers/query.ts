import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { listClosures } from '../closures/list-closures.ts';
import { allMenuItems } from '../menu/list-all-menu-items.ts';
import { activeMenuItems } from '../menu/list-active-menu-items.ts';
import { upcomingMenuItems } from '../menu/list-upcoming-menu-items.ts';
import { nextWeekMenu } from '../menu/next-week-menu.ts';
import { toWeeklyMenuItem } from '../menu/weekly-menu-item.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { toClosure } from './closure.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export function queryResolvers(deps: MenuDeps) {
  return {
    schoolSettings: () => ({ timeZone: deps.settings.schoolTimeZone }),
    closures: async (_: unknown, args: { from?: string | null; to?: string | null; schoolId?: number | null }) =>
      (await listClosures(deps, args)).map(toClosure),
    activeWeeklyMenuItems: async () => (await activeMenuItems(deps)).map(toWeeklyMenuItem),
    upcomingWeeklyMenuItems: async () => (await upcomingMenuItems(deps)).map(toWeeklyMenuItem),
    allWeeklyMenuItems: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await allMenuItems(deps, ctx.caller)).map(toWeeklyMenuItem),
    nextWeekMenu: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
      const menu = await nextWeekMenu(deps, ctx.caller);
      return { ...menu, days: menu.days.map((day) => ({ ...day, items: day.items.map(toWeeklyMenuItem) })) };
    },
  } satisfies QueryResolvers;
}
