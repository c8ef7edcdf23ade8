import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { declareClosure } from '../closures/declare-closure.ts';
import { liftClosure } from '../closures/lift-closure.ts';
import { createMenuItem } from '../menu/create-menu-item.ts';
import { deleteMenuItem } from '../menu/delete-menu-item.ts';
import { updateMenuItem } from '../menu/update-menu-item.ts';
import { toWeeklyMenuItem } from '../menu/weekly-menu-item.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { toClosure } from './closure.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export function mutationResolvers(deps: MenuDeps) {
  return {
    createWeeklyMenuItem: async (_: unknown, args: { input: unknown }, ctx: SubgraphContext) =>
      toWeeklyMenuItem(await createMenuItem(deps, ctx.caller, args.input)),
    updateWeeklyMenuItem: async (_: unknown, args: { id: number; input: unknown }, ctx: SubgraphContext) =>
      toWeeklyMenuItem(await updateMenuItem(deps, ctx.caller, args.id, args.input)),
    deleteWeeklyMenuItem: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => toWeeklyMenuItem(await deleteMenuItem(deps, ctx.caller, args.id)),
    declareClosure: async (_: unknown, args: { date?: string | null; reason?: string | null; schoolId?: number | null }, ctx: SubgraphContext) =>
      toClosure(await declareClosure(deps, ctx.caller, { date: args.date ?? undefined, reason: args.reason ?? undefined, schoolId: args.schoolId })),
    liftClosure: async (_: unknown, args: { date?: string | null; schoolId?: number | null }, ctx: SubgraphContext) =>
      toClosure(await liftClosure(deps, ctx.caller, args.date, args.schoolId)),
  } satisfies MutationResolvers;
}
