import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { closures, type ClosureRow } from '../db/schema.ts';

/** The closed days between the dates (each end included when given), in date order. */
export async function listClosuresBetween(db: Executor, range: { from?: string; to?: string }): Promise<ClosureRow[]> {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(closures.date, range.from));
  if (range.to) conditions.push(lte(closures.date, range.to));
  return db
    .select()
    .from(closures)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(closures.date));
}

/** Undefined when the date is already closed. */
export async function insertClosure(db: Executor, values: typeof closures.$inferInsert): Promise<ClosureRow | undefined> {
  const [row] = await db.insert(closures).values(values).onConflictDoNothing().returning();
  return row;
}

/** Undefined when the date was not closed. */
export async function deleteClosure(db: Executor, date: string): Promise<ClosureRow | undefined> {
  const [row] = await db.delete(closures).where(eq(closures.date, date)).returning();
  return row;
}
