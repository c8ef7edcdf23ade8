import type { SchoolClosure } from '@lunchbox/domain/order-rules';
import { jsonRowOf, tableNameOf, type Database } from '@lunchbox/kit/db';
import { checkouts, creditEntries, knownChildren, knownClosures, knownMenuItems, type KnownChildRow, type KnownMenuItemRow } from '../db/schema.ts';
import { asMenuRuleItem, type MenuItemForOrdering } from '../read-models.ts';

/** Everything a checkout reads before its transaction. */
export interface CheckoutReads {
  /** True when this checkout id was claimed before (by anyone). */
  placedBefore: boolean;
  /** The caller's children as identity last said, oldest profile first. */
  children: KnownChildRow[];
  /** Active items whose week range touches the cart's dates: the candidates of dayOffer. */
  menu: MenuItemForOrdering[];
  /** The closures in force on the cart's dates. */
  closures: SchoolClosure[];
  /** The caller's credit balance. */
  creditCents: number;
}

const childRows = jsonRowOf<KnownChildRow>(knownChildren, 'c');
const menuRows = jsonRowOf<KnownMenuItemRow>(knownMenuItems, 'm');

/**
 * The five reads as one statement, one round trip and one pooled connection instead of five (each
 * statement a checkout sends costs both processes a message and a wake-up; at a rush's hundreds of
 * checkouts a second that was most of what PostgreSQL's socket cost the servers), sent as a named
 * prepared statement so that neither drizzle nor PostgreSQL builds it again. It also reads all five
 * from one snapshot.
 */
const CHECKOUT_READS = {
  name: 'ordering_checkout_reads',
  text: `select
    exists (select 1 from ${tableNameOf(checkouts)} k where k.checkout_id = $1) as placed_before,
    (select coalesce(json_agg(${childRows.object} order by c.child_id), '[]'::json)
       from ${tableNameOf(knownChildren)} c where c.user_id = $2 and not c.deleted) as children,
    (select coalesce(json_agg(${menuRows.object}), '[]'::json)
       from ${tableNameOf(knownMenuItems)} m where m.is_active and not m.deleted and m.week_start_date <= $4::date and m.week_end_date >= $3::date) as menu,
    (select coalesce(json_agg(json_build_object('date', d.date, 'reason', d.reason)), '[]'::json)
       from ${tableNameOf(knownClosures)} d where d.date = any($5::date[]) and not d.lifted) as closures,
    (select coalesce(sum(e.amount_cents), 0)::int from ${tableNameOf(creditEntries)} e where e.user_id = $2) as credit`,
};

interface CheckoutReadsRow {
  placed_before: boolean;
  children: Record<string, unknown>[];
  menu: Record<string, unknown>[];
  closures: SchoolClosure[];
  credit: number;
}

/** The checkout's reads for this caller and these dates (sorted, at least one). */
export async function readForCheckout(db: Database, read: { checkoutId: string; userId: number; dates: string[] }): Promise<CheckoutReads> {
  const { rows } = await db.$client.query<CheckoutReadsRow>({
    ...CHECKOUT_READS,
    values: [read.checkoutId, read.userId, read.dates[0], read.dates[read.dates.length - 1], read.dates],
  });
  const row = rows[0]!;
  return {
    placedBefore: row.placed_before,
    children: row.children.map(childRows.decode),
    menu: row.menu.map((item) => asMenuRuleItem(menuRows.decode(item))),
    closures: row.closures,
    creditCents: row.credit,
  };
}
