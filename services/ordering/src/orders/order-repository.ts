import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@lunchbox/kit/db';
import { lunchOrders, type LunchOrderRow } from '../db/schema.ts';

export async function listOrdersOfUser(db: Database, userId: number): Promise<LunchOrderRow[]> {
  return db.select().from(lunchOrders).where(eq(lunchOrders.userId, userId)).orderBy(desc(lunchOrders.lunchDate), desc(lunchOrders.id));
}

export async function findOrdersByIds(db: Database, ids: number[]): Promise<LunchOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lunchOrders).where(inArray(lunchOrders.id, ids));
}
