import { findMenuItem } from '../menu/find-menu-item.ts';
import { toWeeklyMenuItem } from '../menu/weekly-menu-item.ts';
import type { MenuDeps } from '../menu-deps.ts';
import type { WeeklyMenuItemResolvers } from '../generated/resolvers-types.ts';

export function weeklyMenuItemResolvers(deps: MenuDeps) {
  return {
    __resolveReference: async (reference: { id: number }) => {
      const row = await findMenuItem(deps, Number(reference.id));
      return row ? toWeeklyMenuItem(row) : null;
    },
  } satisfies WeeklyMenuItemResolvers;
}
