import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { Database } from '@lunchbox/kit/db';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import type { WeeklyMenuItemRow } from '../db/schema.ts';
import { findMenuItemsByIds, listActiveMenuItems } from '../menu/menu-item-repository.ts';

/** What the graph shows of a menu item: the price as decimal text, never the stored cents. */
function toWeeklyMenuItem(row: WeeklyMenuItemRow) {
  return {
    id: row.id,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    dayOfWeek: row.dayOfWeek,
    menuItem: row.menuItem,
    description: row.description,
    price: (row.priceCents / 100).toFixed(2),
    calories: row.calories,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
  };
}

export function menuResolvers(db: Database): GraphQLResolverMap<SubgraphContext> {
  return {
    Query: {
      activeWeeklyMenuItems: async () => (await listActiveMenuItems(db)).map(toWeeklyMenuItem),
    },
    WeeklyMenuItem: {
      __resolveReference: async (reference: { id: number }) => {
        const [row] = await findMenuItemsByIds(db, [reference.id]);
        return row ? toWeeklyMenuItem(row) : null;
      },
    },
  };
}
