import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db/database';
import { childProfiles, dietRequests, users } from '../db/schema.ts';

export type DietRequestRow = typeof dietRequests.$inferSelect;
export type NewDietRequestRow = typeof dietRequests.$inferInsert;

export async function insertDietRequest(db: Executor, values: NewDietRequestRow): Promise<DietRequestRow> {
  const [row] = await db.insert(dietRequests).values(values).returning();
  return row!;
}

export async function dietRequestsOfChild(db: Executor, childId: number): Promise<DietRequestRow[]> {
  return db.select().from(dietRequests).where(eq(dietRequests.childId, childId)).orderBy(desc(dietRequests.createdAt), desc(dietRequests.id));
}

export async function findDietRequest(db: Executor, id: number): Promise<DietRequestRow | undefined> {
  const [row] = await db.select().from(dietRequests).where(eq(dietRequests.id, id));
  return row;
}

export async function lockDietRequest(tx: Transaction, id: number): Promise<DietRequestRow | undefined> {
  const [row] = await tx.select().from(dietRequests).where(eq(dietRequests.id, id)).for('update');
  return row;
}

export async function saveDecision(tx: Transaction, id: number, decision: Partial<NewDietRequestRow>): Promise<DietRequestRow> {
  const [row] = await tx.update(dietRequests).set(decision).where(eq(dietRequests.id, id)).returning();
  return row!;
}

/** Approved requests of a child still in force on `today` (their validUntil not passed). */
export async function approvedInForce(db: Executor, childId: number, today: string): Promise<DietRequestRow[]> {
  return db
    .select()
    .from(dietRequests)
    .where(and(eq(dietRequests.childId, childId), eq(dietRequests.status, 'approved'), gte(dietRequests.validUntil, today)))
    .orderBy(asc(dietRequests.validUntil));
}

/** Requests of every child with the child's and the parent's names, for the administrator's list. */
export async function listDietRequestsWithNames(db: Executor, statuses: ReadonlyArray<'pending' | 'approved' | 'rejected'>) {
  return db
    .select({ request: dietRequests, childName: childProfiles.name, school: childProfiles.school, parentName: users.fullName })
    .from(dietRequests)
    .innerJoin(childProfiles, eq(childProfiles.id, dietRequests.childId))
    .innerJoin(users, eq(users.id, dietRequests.userId))
    .where(inArray(dietRequests.status, [...statuses]))
    .orderBy(asc(dietRequests.createdAt), asc(dietRequests.id));
}

/** The storage keys of a child's documents, or of all of a user's (both go when their rows go). */
export async function documentKeysOfChild(db: Executor, childId: number): Promise<string[]> {
  const rows = await db.select({ key: dietRequests.documentKey }).from(dietRequests).where(eq(dietRequests.childId, childId));
  return rows.map((row) => row.key);
}

export async function documentKeysOfUser(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.select({ key: dietRequests.documentKey }).from(dietRequests).where(eq(dietRequests.userId, userId));
  return rows.map((row) => row.key);
}

/**
 * Marks approved requests whose validUntil is within `lastDay` (and not passed) as reminded, and
 * answers them with whom to tell; one replica wins each row (skip locked), so each parent hears once.
 */
export async function claimRenewalsDue(tx: Transaction, today: string, lastDay: string) {
  const due = await tx
    .select({ id: dietRequests.id })
    .from(dietRequests)
    .where(
      and(eq(dietRequests.status, 'approved'), isNull(dietRequests.remindedAt), gte(dietRequests.validUntil, today), lte(dietRequests.validUntil, lastDay)),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await tx
    .update(dietRequests)
    .set({ remindedAt: sql`now()` })
    .where(inArray(dietRequests.id, ids));
  return tx
    .select({ request: dietRequests, childName: childProfiles.name, email: users.email, fullName: users.fullName, language: users.language })
    .from(dietRequests)
    .innerJoin(childProfiles, eq(childProfiles.id, dietRequests.childId))
    .innerJoin(users, eq(users.id, dietRequests.userId))
    .where(inArray(dietRequests.id, ids));
}

/** The child, when it is `ownerId`'s (or anyone's without an owner): a request is always about one child. */
export async function findChildProfile(db: Executor, childId: number, ownerId?: number) {
  const where = ownerId === undefined ? eq(childProfiles.id, childId) : and(eq(childProfiles.id, childId), eq(childProfiles.userId, ownerId));
  const [row] = await db.select().from(childProfiles).where(where);
  return row;
}
