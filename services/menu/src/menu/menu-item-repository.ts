import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { weeklyMenuItems, type NewWeeklyMenuItemRow, type WeeklyMenuItemRow } from '../db/schema.ts';

/** Monday to Friday by position, so lists read in the order of the week and not of the alphabet. */
const weekdayOrder = sql`array_position(array['Monday','Tuesday','Wednesday','Thursday','Friday'], ${weeklyMenuItems.dayOfWeek})`;
const inWeekOrder = [asc(weeklyMenuItems.weekStartDate), asc(weekdayOrder), asc(weeklyMenuItems.id)];

export async function listAllMenuItems(db: Executor): Promise<WeeklyMenuItemRow[]> {
  return db
    .select()
    .from(weeklyMenuItems)
    .orderBy(...inWeekOrder);
}

export async function listActiveMenuItems(db: Executor): Promise<WeeklyMenuItemRow[]> {
  return db
    .select()
    .from(weeklyMenuItems)
    .where(eq(weeklyMenuItems.isActive, true))
    .orderBy(...inWeekOrder);
}

/** Active items whose weekStartDate is one of the given dates. */
export async function listActiveMenuItemsStartingOn(db: Executor, dates: string[]): Promise<WeeklyMenuItemRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(weeklyMenuItems)
    .where(and(eq(weeklyMenuItems.isActive, true), inArray(weeklyMenuItems.weekStartDate, dates)))
    .orderBy(...inWeekOrder);
}

export async function countActiveItems(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(weeklyMenuItems).where(eq(weeklyMenuItems.isActive, true));
  return row?.total ?? 0;
}

export async function findMenuItemsByIds(db: Executor, ids: number[]): Promise<WeeklyMenuItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(weeklyMenuItems).where(inArray(weeklyMenuItems.id, ids));
}

/** The item, locked until the transaction ends, so two edits of one item cannot overwrite each other's fields. */
export async function findMenuItemForUpdate(tx: Transaction, id: number): Promise<WeeklyMenuItemRow | undefined> {
  const [row] = await tx.select().from(weeklyMenuItems).where(eq(weeklyMenuItems.id, id)).for('update');
  return row;
}

export async function insertMenuItem(tx: Executor, values: NewWeeklyMenuItemRow): Promise<WeeklyMenuItemRow> {
  const [row] = await tx.insert(weeklyMenuItems).values(values).returning();
  if (!row) throw new Error('menu item insert returned nothing');
  return row;
}

export async function updateMenuItemRow(tx: Executor, id: number, values: Partial<NewWeeklyMenuItemRow>): Promise<WeeklyMenuItemRow | undefined> {
  const [row] = await tx.update(weeklyMenuItems).set(values).where(eq(weeklyMenuItems.id, id)).returning();
  return row;
}

export async function deleteMenuItemRow(tx: Executor, id: number): Promise<WeeklyMenuItemRow | undefined> {
  const [row] = await tx.delete(weeklyMenuItems).where(eq(weeklyMenuItems.id, id)).returning();
  return row;
}
