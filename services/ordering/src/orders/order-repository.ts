import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@lunchbox/kit/db';
import { checkouts, lunchOrders, type LunchOrderRow, type NewLunchOrderRow } from '../db/schema.ts';

type Executor = Database | Transaction;

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

/** Active (not cancelled) orders already placed for any of these children on any of these dates. */
export async function ordersOfChildrenOnDates(tx: Executor, childIds: number[], dates: string[]): Promise<LunchOrderRow[]> {
  if (childIds.length === 0 || dates.length === 0) return [];
  return tx
    .select()
    .from(lunchOrders)
    .where(and(inArray(lunchOrders.childId, childIds), inArray(lunchOrders.lunchDate, dates), eq(lunchOrders.status, 'active')));
}

export async function insertOrders(tx: Transaction, rows: NewLunchOrderRow[]): Promise<LunchOrderRow[]> {
  return tx.insert(lunchOrders).values(rows).returning();
}

/**
 * Claims a checkout id for the user, with its total. Returns false when the id was claimed before;
 * a concurrent claim of the same id waits here until the first one commits or rolls back.
 */
export async function claimCheckout(tx: Transaction, checkoutId: string, userId: number, paymentReference: string, totalCents: number): Promise<boolean> {
  const claimed = await tx
    .insert(checkouts)
    .values({ checkoutId, userId, paymentReference, totalCents })
    .onConflictDoNothing({ target: checkouts.checkoutId })
    .returning({ checkoutId: checkouts.checkoutId });
  return claimed.length > 0;
}

/**
 * A payment reference no checkout has yet. Two checkouts drawing the same one at the same instant
 * (one chance in tens of millions) are still kept apart by the unique constraint.
 */
export async function unusedPaymentReference(db: Executor, draw: () => string): Promise<string> {
  for (;;) {
    const reference = draw();
    const [taken] = await db.select({ id: checkouts.checkoutId }).from(checkouts).where(eq(checkouts.paymentReference, reference));
    if (!taken) return reference;
  }
}

export async function findCheckout(db: Executor, checkoutId: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.checkoutId, checkoutId));
  return row ?? null;
}

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

/** A deleted user's orders and checkouts go with them (DESIGN.md: user.deleted cascades). */
export async function deleteOrdersOfUser(tx: Transaction, userId: number): Promise<number> {
  const deleted = await tx.delete(lunchOrders).where(eq(lunchOrders.userId, userId)).returning({ id: lunchOrders.id });
  await tx.delete(checkouts).where(eq(checkouts.userId, userId));
  return deleted.length;
}
