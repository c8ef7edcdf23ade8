import pg from 'pg';
import { waitFor } from '@lunchbox/kit/testing/wait-for';

/**
 * Identity's and menu's events reach ordering's read models asynchronously: a checkout right after
 * adding a child or a dish is refused until ordering has handled them. Tests wait for that, once,
 * instead of repeating the checkout.
 */
export async function untilOrderingKnows(
  system: { databaseUrl: string },
  known: { childIds?: number[]; itemIds?: number[]; closedDates?: string[] },
): Promise<void> {
  const childIds = known.childIds ?? [];
  const itemIds = known.itemIds ?? [];
  const closedDates = known.closedDates ?? [];
  const observer = new pg.Client({ connectionString: system.databaseUrl });
  await observer.connect();
  try {
    await waitFor(
      `ordering to know children ${JSON.stringify(childIds)}, menu items ${JSON.stringify(itemIds)} and closed days ${JSON.stringify(closedDates)}`,
      async () => {
        const children = await observer.query<{ n: number }>('select count(*)::int as n from ordering.children where child_id = any($1) and not deleted', [
          childIds,
        ]);
        const items = await observer.query<{ n: number }>('select count(*)::int as n from ordering.menu_items where item_id = any($1) and not deleted', [
          itemIds,
        ]);
        const closures = await observer.query<{ n: number }>('select count(*)::int as n from ordering.closures where date = any($1::date[]) and not lifted', [
          closedDates,
        ]);
        return { children: children.rows[0]!.n, items: items.rows[0]!.n, closures: closures.rows[0]!.n };
      },
      { until: (seen) => seen.children === childIds.length && seen.items === itemIds.length && seen.closures === closedDates.length },
    );
  } finally {
    await observer.end();
  }
}
