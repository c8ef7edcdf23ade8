import type { MenuItemFacts } from '@lunchbox/domain/menu-items';
import type { SchoolClosure } from '@lunchbox/domain/school-closures';
import type { Database } from '@lunchbox/kit/db/database';
import { jsonRowOf, tableNameOf } from '@lunchbox/kit/db/raw-statements';
import {
  checkouts,
  creditEntries,
  knownChildren,
  knownClosures,
  knownSchoolClosures,
  knownSchools,
  knownMenuItems,
  lunchOrders,
  type KnownChildRow,
  type KnownMenuItemRow,
} from '../db/schema.ts';
import type { SchoolDeadlineFacts } from '../read-models/schools.ts';

/** A read-model row in the shape the shared order rules (dayOffer) take. */
export type MenuItemForOrdering = MenuItemFacts & {
  id: number;
  menuItem: string;
  priceCents: number;
  noService: boolean;
  allergens: string[];
  dietTags: string[];
};

function asMenuRuleItem({ itemId, isActive, deleted, ...row }: KnownMenuItemRow): MenuItemForOrdering {
  const { weekStartDate, weekEndDate, dayOfWeek, menuItem, priceCents, noService, allergens, dietTags } = row;
  return { id: itemId, isActive: isActive && !deleted, weekStartDate, weekEndDate, dayOfWeek, menuItem, priceCents, noService, allergens, dietTags };
}

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
  /** The cut-offs of the caller's children's schools (read-models/schools `schoolClocksOf`). */
  schools: (SchoolDeadlineFacts & { schoolId: number })[];
  /**
   * Ids drawn from the lunches' sequence for the checkout's new lunches (none when placed before):
   * with them everything order.placed says is known before the lunches go in. An id drawn for a
   * checkout that is then refused is never used, as one drawn in a rolled-back transaction.
   */
  orderIds: number[];
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
    (select coalesce(json_agg(json_build_object('date', d.date, 'reason', d.reason, 'schoolId', d.school_id)), '[]'::json)
       from (select date, reason, null::int as school_id from ${tableNameOf(knownClosures)} where date = any($5::date[]) and not lifted
             union all
             select date, reason, school_id from ${tableNameOf(knownSchoolClosures)} where date = any($5::date[]) and not lifted) d) as closures,
    (select coalesce(sum(e.amount_cents), 0)::int from ${tableNameOf(creditEntries)} e where e.user_id = $2) as credit,
    (select coalesce(json_agg(json_build_object('schoolId', s.school_id, 'deadlineTime', s.deadline_time, 'deadlineDaysBefore', s.deadline_days_before,
        'deadlineTimeZone', s.deadline_time_zone, 'timeZone', s.time_zone)), '[]'::json)
       from ${tableNameOf(knownSchools)} s where s.school_id in (select c.school_id from ${tableNameOf(knownChildren)} c where c.user_id = $2 and not c.deleted)) as schools,
    -- One id per element of $6 (an array as long as the cart): a generic plan guesses an array
    -- parameter's length at ten, about a cart's, where it guesses generate_series(1, $6) at a thousand
    -- rows; a generic plan estimated dearer than the custom ones makes PostgreSQL plan every call anew.
    (select array_agg(nextval((select pg_get_serial_sequence('${tableNameOf(lunchOrders)}', 'id')))::int)
       from unnest($6::int[]) where not exists (select 1 from ${tableNameOf(checkouts)} k where k.checkout_id = $1)) as order_ids`,
};

interface CheckoutReadsRow {
  placed_before: boolean;
  children: Record<string, unknown>[];
  menu: Record<string, unknown>[];
  closures: SchoolClosure[];
  credit: number;
  schools: CheckoutReads['schools'];
  order_ids: number[] | null;
}

/** The checkout's reads for this caller and these dates (sorted, at least one), with ids for its `lunches` new lunches (none when not given). */
export async function readForCheckout(db: Database, read: { checkoutId: string; userId: number; dates: string[]; lunches?: number }): Promise<CheckoutReads> {
  const { rows } = await db.$client.query<CheckoutReadsRow>({
    ...CHECKOUT_READS,
    values: [read.checkoutId, read.userId, read.dates[0], read.dates[read.dates.length - 1], read.dates, Array.from({ length: read.lunches ?? 0 }, () => 0)],
  });
  const row = rows[0]!;
  return {
    placedBefore: row.placed_before,
    children: row.children.map(childRows.decode),
    menu: row.menu.map((item) => asMenuRuleItem(menuRows.decode(item))),
    closures: row.closures,
    creditCents: row.credit,
    schools: row.schools,
    orderIds: row.order_ids ?? [],
  };
}
