// Every SQL statement of the standing orders (issue 27 section 1).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db';
import type { StandingOrder } from '@lunchbox/domain/standing-orders';
import { knownChildren, lunchOrders, standingOrders, standingOrderUnplaced, type StandingOrderRow } from '../db/schema.ts';

export async function standingOrdersOfUser(db: Executor, userId: number): Promise<StandingOrderRow[]> {
  return db.select().from(standingOrders).where(eq(standingOrders.userId, userId)).orderBy(asc(standingOrders.childId));
}

export async function saveStandingOrder(db: Executor, order: { childId: number; userId: number } & StandingOrder, at: Date): Promise<StandingOrderRow> {
  const [row] = await db
    .insert(standingOrders)
    .values({ ...order, updatedAt: at })
    .onConflictDoUpdate({ target: standingOrders.childId, set: { userId: order.userId, active: order.active, days: order.days, updatedAt: at } })
    .returning();
  return row!;
}

/** The parents with an active standing order for a child ordering still knows, lowest user id first. */
export async function parentsWithActiveStandingOrders(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: standingOrders.userId })
    .from(standingOrders)
    .innerJoin(knownChildren, and(eq(knownChildren.childId, standingOrders.childId), eq(knownChildren.userId, standingOrders.userId)))
    .where(and(eq(standingOrders.active, true), eq(knownChildren.deleted, false)))
    .orderBy(asc(standingOrders.userId));
  return rows.map((row) => row.userId);
}

/** Whether the user has an active standing order (the low-balance e-mail is for them only). */
export async function hasActiveStandingOrder(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ childId: standingOrders.childId })
    .from(standingOrders)
    .where(and(eq(standingOrders.userId, userId), eq(standingOrders.active, true)))
    .limit(1);
  return rows.length > 0;
}

/** The active lunches of these children between two dates, as placement and reminders read them. */
export async function activeLunchesOfChildren(db: Executor, childIds: number[], from: string, to: string): Promise<{ childId: number; lunchDate: string }[]> {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: lunchOrders.childId, lunchDate: lunchOrders.lunchDate })
    .from(lunchOrders)
    .where(and(inArray(lunchOrders.childId, childIds), eq(lunchOrders.status, 'active'), gte(lunchOrders.lunchDate, from), lte(lunchOrders.lunchDate, to)));
}

/** Claims telling the parent that the week placed nothing; false when a run told them before. */
export async function claimUnplacedNotice(tx: Transaction, userId: number, week: string): Promise<boolean> {
  const rows = await tx.insert(standingOrderUnplaced).values({ userId, week }).onConflictDoNothing().returning({ userId: standingOrderUnplaced.userId });
  return rows.length > 0;
}

export async function deleteStandingOrdersOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(standingOrders).where(eq(standingOrders.userId, userId));
  await tx.delete(standingOrderUnplaced).where(eq(standingOrderUnplaced.userId, userId));
}

export async function deleteStandingOrderOfChild(tx: Executor, childId: number): Promise<void> {
  await tx.delete(standingOrders).where(eq(standingOrders.childId, childId));
}
