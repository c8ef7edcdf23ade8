import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { childProfiles } from '../db/schema.ts';

export type ChildRow = typeof childProfiles.$inferSelect;
export type NewChildRow = typeof childProfiles.$inferInsert;

export async function listChildrenOf(db: Executor, userId: number): Promise<ChildRow[]> {
  return db.select().from(childProfiles).where(eq(childProfiles.userId, userId)).orderBy(asc(childProfiles.id));
}

export async function listAllChildProfiles(db: Executor): Promise<ChildRow[]> {
  return db.select().from(childProfiles).orderBy(asc(childProfiles.id));
}

/** The children of each of `userIds`, by id. */
export async function listChildrenOfUsers(db: Executor, userIds: readonly number[]): Promise<ChildRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(childProfiles).where(inArray(childProfiles.userId, [...userIds])).orderBy(asc(childProfiles.id));
}

export async function countAllChildProfiles(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(childProfiles);
  return row?.total ?? 0;
}

export async function listChildIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.userId, userId));
  return rows.map((row) => row.id);
}

/** The child, locked until the transaction ends; with `ownerId`, only when it is that user's child. */
export async function lockChild(tx: Transaction, childId: number, ownerId?: number): Promise<ChildRow | undefined> {
  const where = ownerId === undefined ? eq(childProfiles.id, childId) : and(eq(childProfiles.id, childId), eq(childProfiles.userId, ownerId));
  const [row] = await tx.select().from(childProfiles).where(where).for('update');
  return row;
}

export async function insertChild(db: Executor, values: NewChildRow): Promise<ChildRow | undefined> {
  const [row] = await db.insert(childProfiles).values(values).returning();
  return row;
}

export async function updateChildRow(db: Executor, childId: number, changes: Partial<NewChildRow>): Promise<ChildRow | undefined> {
  const [row] = await db.update(childProfiles).set(changes).where(eq(childProfiles.id, childId)).returning();
  return row;
}

export async function deleteChildRow(db: Executor, childId: number): Promise<void> {
  await db.delete(childProfiles).where(eq(childProfiles.id, childId));
}
