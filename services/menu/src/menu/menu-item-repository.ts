import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@lunchbox/kit/db';
import { weeklyMenuItems, type WeeklyMenuItemRow } from '../db/schema.ts';

export async function listActiveMenuItems(db: Database): Promise<WeeklyMenuItemRow[]> {
  return db
    .select()
    .from(weeklyMenuItems)
    .where(eq(weeklyMenuItems.isActive, true))
    .orderBy(asc(weeklyMenuItems.weekStartDate), asc(weeklyMenuItems.id));
}

export async function findMenuItemsByIds(db: Database, ids: number[]): Promise<WeeklyMenuItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(weeklyMenuItems).where(inArray(weeklyMenuItems.id, ids));
}
