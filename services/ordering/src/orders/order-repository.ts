import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SchoolClosure } from '@lunchbox/domain/order-rules';
import { insertRows, type Database, type Transaction, type Executor } from '@lunchbox/kit/db';
import { checkouts, creditEntries, knownClosures, lunchOrders, type CreditEntryRow, type LunchOrderRow, type NewLunchOrderRow } from '../db/schema.ts';
import { preparedOn, sharedDateLocks } from '../read-models.ts';

/** A parent's orders, newest lunch first (order history, duplicate check). */
export async function listOrdersOfUser(db: Executor, userId: number): Promise<LunchOrderRow[]> {
  return db.select().from(lunchOrders).where(eq(lunchOrders.userId, userId)).orderBy(desc(lunchOrders.lunchDate), desc(lunchOrders.id));
}

export async function findOrdersByIds(db: Executor, ids: number[]): Promise<LunchOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lunchOrders).where(inArray(lunchOrders.id, ids));
}

export interface ScheduleFilter {
  /** Only this user's orders; undefined means everyone's. */
  userId?: number;
  from?: string;
  to?: string;
}

/** Orders by lunch date, earliest first, then by school, grade and child as the labels are packed. */
export async function listSchedule(db: Executor, filter: ScheduleFilter): Promise<LunchOrderRow[]> {
  // Cancelled lunches are not delivered: the schedule, the day's orders and the labels leave them out.
  const conditions: SQL[] = [eq(lunchOrders.status, 'active')];
  if (filter.userId !== undefined) conditions.push(eq(lunchOrders.userId, filter.userId));
  if (filter.from) conditions.push(gte(lunchOrders.lunchDate, filter.from));
  if (filter.to) conditions.push(lte(lunchOrders.lunchDate, filter.to));
  return db
    .select()
    .from(lunchOrders)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(lunchOrders.lunchDate), asc(lunchOrders.school), asc(lunchOrders.grade), asc(lunchOrders.childName), asc(lunchOrders.id));
}

/** Every active order, newest lunch first, or one date's active orders packed by school, grade and child. */
export async function listAllOrders(db: Executor, date?: string): Promise<LunchOrderRow[]> {
  if (date) return listSchedule(db, { from: date, to: date });
  return db
    .select()
    .from(lunchOrders)
    .where(eq(lunchOrders.status, 'active'))
    .orderBy(desc(lunchOrders.lunchDate), asc(lunchOrders.school), asc(lunchOrders.grade), asc(lunchOrders.childName), asc(lunchOrders.id));
}

export async function countOrdersOn(db: Executor, lunchDate: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(lunchOrders)
    .where(and(eq(lunchOrders.lunchDate, lunchDate), eq(lunchOrders.status, 'active')));
  return row?.total ?? 0;
}

/** What the duplicate check needs of a lunch already placed. */
export interface PlacedLunch {
  childId: number;
  lunchDate: string;
  lunchOptions: string[];
}

/**
 * In one statement: the closures in force on these dates and the active lunches already placed for
 * these children on them (a checkout reads both under its dates' lock, just before writing).
 */
export async function closuresAndLunchesOn(
  tx: Transaction,
  childIds: number[],
  dates: string[],
): Promise<{ closures: SchoolClosure[]; placedLunches: PlacedLunch[] }> {
  const result = await tx.execute<{ closures: SchoolClosure[]; placed: PlacedLunch[] }>(sql`select
    (select coalesce(json_agg(json_build_object('date', c.date, 'reason', c.reason)), '[]'::json)
       from ${knownClosures} c where c.date = any(${sql.param(dates)}::date[]) and not c.lifted) as closures,
    (select coalesce(json_agg(json_build_object('childId', o.child_id, 'lunchDate', o.lunch_date, 'lunchOptions', o.lunch_options)), '[]'::json)
       from ${lunchOrders} o
      where o.child_id = any(${sql.param(childIds)}::int[]) and o.lunch_date = any(${sql.param(dates)}::date[]) and o.status = 'active') as placed`);
  const [row] = result.rows;
  return { closures: row?.closures ?? [], placedLunches: row?.placed ?? [] };
}

export async function insertOrders(tx: Transaction, rows: NewLunchOrderRow[]): Promise<LunchOrderRow[]> {
  return insertRows(tx, lunchOrders, rows);
}

/**
 * Claims a checkout id for the user, with its total, and takes the checkout's shared date locks
 * (sharedDateLocks), in one round trip. Returns false when the id was claimed before; a concurrent
 * claim of the same id waits here until the first one commits or rolls back. A payment reference
 * another checkout has refuses the claim with the reference's unique constraint.
 */
export async function claimCheckoutLockingDates(
  tx: Transaction,
  claim: { checkoutId: string; userId: number; paymentReference: string; totalCents: number; dates: string[] },
): Promise<boolean> {
  const result = await tx.execute<{ claimed: boolean }>(sql`with claimed as (
      insert into ${checkouts} (checkout_id, user_id, payment_reference, total_cents)
      values (${claim.checkoutId}, ${claim.userId}, ${claim.paymentReference}, ${claim.totalCents})
      on conflict (checkout_id) do nothing
      returning checkout_id
    ), locks as (${sharedDateLocks(claim.dates)})
    select exists (select 1 from claimed) as claimed, (select count(*) from locks) as locked`);
  return result.rows[0]?.claimed === true;
}

export async function findCheckout(db: Database, checkoutId: string) {
  const [row] = await findCheckoutQuery(db).execute({ checkoutId });
  return row ?? null;
}

const findCheckoutQuery = preparedOn((db) =>
  db
    .select()
    .from(checkouts)
    .where(eq(checkouts.checkoutId, sql.placeholder('checkoutId')))
    .prepare('ordering_find_checkout'),
);

export async function ordersOfCheckout(db: Executor, checkoutId: string): Promise<LunchOrderRow[]> {
  return db.select().from(lunchOrders).where(eq(lunchOrders.checkoutId, checkoutId)).orderBy(asc(lunchOrders.id));
}

export async function updatePayment(tx: Transaction, orderId: number, paymentStatus: string, isPaid: boolean): Promise<LunchOrderRow | null> {
  const [row] = await tx.update(lunchOrders).set({ paymentStatus, isPaid }).where(eq(lunchOrders.id, orderId)).returning();
  return row ?? null;
}

export async function lockOrder(tx: Transaction, orderId: number): Promise<LunchOrderRow | null> {
  const [row] = await tx.select().from(lunchOrders).where(eq(lunchOrders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * A deleted user's orders, checkouts and credit ledger go with them (DESIGN.md: user.deleted
 * cascades): the ledger's reasons name the children, and no balance can be spent without the account.
 */
export async function deleteOrdersOfUser(tx: Transaction, userId: number): Promise<number> {
  const deleted = await tx.delete(lunchOrders).where(eq(lunchOrders.userId, userId)).returning({ id: lunchOrders.id });
  await tx.delete(checkouts).where(eq(checkouts.userId, userId));
  await tx.delete(creditEntries).where(eq(creditEntries.userId, userId));
  return deleted.length;
}

// ---------------------------------------------------------------------------------------------
// The credit ledger (issue 10 section 4): a parent's balance is the sum of their entries

/**
 * Serialises everything that reads and then changes one parent's balance (a checkout using credit,
 * a cancellation adding some), so two checkouts at once cannot spend the same credit twice.
 */
export async function lockCreditOf(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ordering:credit:${userId}`}))`);
}

export async function creditEntriesOf(db: Executor, userId: number): Promise<CreditEntryRow[]> {
  return db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

export async function creditBalanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row?.total ?? 0;
}

export async function addCreditEntry(
  tx: Transaction,
  entry: { userId: number; amountCents: number; reason: string; orderId?: number | null; checkoutId?: string | null; createdAt: Date },
): Promise<void> {
  await tx.insert(creditEntries).values({ ...entry, orderId: entry.orderId ?? null, checkoutId: entry.checkoutId ?? null });
}
