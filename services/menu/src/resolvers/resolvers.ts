import type { SubgraphResolvers } from '@lunchbox/kit/subgraph-server';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { declareClosure, liftClosure, listClosures, toClosure } from '../closures/closures.ts';
import { createMenuItem } from '../menu/create-menu-item.ts';
import { deleteMenuItem } from '../menu/delete-menu-item.ts';
import { findMenuItemsByIds } from '../menu/menu-item-repository.ts';
import { nextWeekMenu } from '../menu/next-week-menu.ts';
import { activeMenuItems, allMenuItems, countActiveMenuItems, upcomingMenuItems } from '../menu/read-menu-items.ts';
import { updateMenuItem } from '../menu/update-menu-item.ts';
import { toWeeklyMenuItem } from '../menu/weekly-menu-item.ts';
import type { MenuDeps } from '../menu-deps.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export function menuResolvers(deps: MenuDeps): SubgraphResolvers {
  return {
    Query: {
      schoolSettings: () => ({ timeZone: deps.settings.schoolTimeZone }),
      closures: async (_: unknown, args: { from?: string | null; to?: string | null }) => (await listClosures(deps, args)).map(toClosure),
      activeWeeklyMenuItems: async () => (await activeMenuItems(deps)).map(toWeeklyMenuItem),
      upcomingWeeklyMenuItems: async () => (await upcomingMenuItems(deps)).map(toWeeklyMenuItem),
      allWeeklyMenuItems: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await allMenuItems(deps, ctx.caller)).map(toWeeklyMenuItem),
      nextWeekMenu: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        const menu = await nextWeekMenu(deps, ctx.caller);
        return { ...menu, days: menu.days.map((day) => ({ ...day, items: day.items.map(toWeeklyMenuItem) })) };
      },
    },
    Mutation: {
      createWeeklyMenuItem: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) =>
        toWeeklyMenuItem(await createMenuItem(deps, ctx.caller, args.input)),
      updateWeeklyMenuItem: async (_: unknown, args: { id: number; input: unknown }, ctx: SubgraphContext) =>
        toWeeklyMenuItem(await updateMenuItem(deps, ctx.caller, args.id, args.input)),
      deleteWeeklyMenuItem: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => toWeeklyMenuItem(await deleteMenuItem(deps, ctx.caller, args.id)),
      declareClosure: async (_: unknown, args: { date?: string | null; reason?: string | null }, ctx: SubgraphContext) =>
        toClosure(await declareClosure(deps, ctx.caller, { date: args.date ?? undefined, reason: args.reason ?? undefined })),
      liftClosure: async (_: unknown, args: { date?: string | null }, ctx: SubgraphContext) => toClosure(await liftClosure(deps, ctx.caller, args.date)),
    },
    AdminStats: {
      __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => ({
        id: reference.id,
        weeklyMenuItems: await countActiveMenuItems(deps, ctx.caller),
      }),
    },
    WeeklyMenuItem: {
      // Orders refer to the dish they were placed for, removed or not, so any known id resolves.
      __resolveReference: async (reference: { id: number }) => {
        const [row] = await findMenuItemsByIds(deps.db, [Number(reference.id)]);
        return row ? toWeeklyMenuItem(row) : null;
      },
    },
  } satisfies Resolvers;
}
