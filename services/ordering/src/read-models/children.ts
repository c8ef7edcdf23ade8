// What ordering knows of identity's children, kept from its events (child.upserted, child.deleted, user.deleted).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import type { Database, Executor } from '@lunchbox/kit/db/database';
import { notNewerThan } from '@lunchbox/kit/db/read-models';
import { deletedUsers, knownChildren, lunchOrders, type KnownChildRow } from '../db/schema.ts';
import { preparedOn } from '../db/prepared-on.ts';

/**
 * Events about one user are handled concurrently (NATS delivers child.deleted and user.deleted side
 * by side): without this lock a child's tombstone written just after the user's deletion committed
 * would keep the deleted user's id. Held until the transaction ends.
 */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ordering.children-of-user'), ${userId})`);
}

async function isDeletedUser(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx.select({ userId: deletedUsers.userId }).from(deletedUsers).where(eq(deletedUsers.userId, userId));
  return rows.length > 0;
}

/**
 * Keeps the newest known state of a child: an event older than what is stored (events of
 * different types may arrive out of order) changes nothing, and a deleted user's child stays gone.
 */
export async function saveChild(tx: Executor, child: EventData<'child.upserted'>, occurredAt: string): Promise<void> {
  await lockUser(tx, child.userId);
  if (await isDeletedUser(tx, child.userId)) return;
  const row = {
    childId: child.childId,
    userId: child.userId,
    name: child.name,
    school: child.school,
    schoolId: child.schoolId ?? null,
    grade: child.grade,
    teacher: child.teacher,
    allergies: child.allergies,
    diets: child.diets,
    confirmedDiets: child.confirmedDiets ?? [],
    deleted: false,
    version: new Date(occurredAt),
  };
  const { childId: _childId, ...changes } = row;
  const applied = await tx
    .insert(knownChildren)
    .values(row)
    .onConflictDoUpdate({
      target: knownChildren.childId,
      set: changes,
      setWhere: notNewerThan(knownChildren.version, row.version),
    })
    .returning({ childId: knownChildren.childId });
  // The labels and the kitchen read the child's allergies off the lunch; keep them current.
  if (applied.length > 0)
    await tx.update(lunchOrders).set({ childAllergies: row.allergies, childConfirmedDiets: row.confirmedDiets }).where(eq(lunchOrders.childId, row.childId));
}

/** A deleted child stays as a tombstone, so a late upsert of it cannot bring it back; a deleted user's child leaves nothing. */
export async function forgetChild(tx: Executor, child: EventData<'child.deleted'>, occurredAt: string): Promise<void> {
  await lockUser(tx, child.userId);
  if (await isDeletedUser(tx, child.userId)) return;
  const version = new Date(occurredAt);
  await tx
    .insert(knownChildren)
    .values({ childId: child.childId, userId: child.userId, name: '', school: '', grade: '', teacher: '', deleted: true, version })
    .onConflictDoUpdate({
      target: knownChildren.childId,
      set: { deleted: true, version },
      setWhere: notNewerThan(knownChildren.version, version),
    });
}

/** The child as identity last said, or null for one never heard of or deleted. */
export async function knownChild(db: Executor, childId: number): Promise<KnownChildRow | null> {
  const [child] = await db.select().from(knownChildren).where(eq(knownChildren.childId, childId));
  return child && !child.deleted ? child : null;
}

/** The user's children as identity last said, oldest profile first. */
export async function childrenOfUser(db: Database, userId: number): Promise<KnownChildRow[]> {
  return childrenOfUserQuery(db).execute({ userId });
}

const childrenOfUserQuery = preparedOn((db) =>
  db
    .select()
    .from(knownChildren)
    .where(and(eq(knownChildren.userId, sql.placeholder('userId')), eq(knownChildren.deleted, false)))
    .orderBy(asc(knownChildren.childId))
    .prepare('ordering_children_of_user'),
);

/** Removes everything known of a deleted user's children and remembers the user as deleted. */
export async function forgetChildrenOfUser(tx: Executor, userId: number): Promise<void> {
  await lockUser(tx, userId);
  await tx.delete(knownChildren).where(eq(knownChildren.userId, userId));
  await tx.insert(deletedUsers).values({ userId }).onConflictDoNothing();
}
