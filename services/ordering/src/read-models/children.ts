import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import { sameChildName } from '@lunchbox/domain/order-rules';
import type { Database } from '@lunchbox/kit/db';
import type { Transaction } from '@lunchbox/kit/inbox';
import { deletedUsers, knownChildren, lunchOrders, type KnownChildRow } from '../db/schema.ts';

type Executor = Database | Transaction;

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
    grade: child.grade,
    teacher: child.teacher,
    allergies: child.allergies,
    diets: child.diets,
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
      setWhere: sql`${knownChildren.version} <= ${row.version.toISOString()}::timestamptz`,
    })
    .returning({ childId: knownChildren.childId });
  // The labels and the kitchen read the child's allergies off the lunch; keep them current.
  if (applied.length > 0) await tx.update(lunchOrders).set({ childAllergies: row.allergies }).where(eq(lunchOrders.childId, row.childId));
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
      setWhere: sql`${knownChildren.version} <= ${version.toISOString()}::timestamptz`,
    });
}

/** The user's children as identity last said, oldest profile first. */
export async function childrenOfUser(tx: Executor, userId: number): Promise<KnownChildRow[]> {
  return tx
    .select()
    .from(knownChildren)
    .where(and(eq(knownChildren.userId, userId), eq(knownChildren.deleted, false)))
    .orderBy(asc(knownChildren.childId));
}

/** Removes everything known of a deleted user's children and remembers the user as deleted. */
export async function forgetChildrenOfUser(tx: Executor, userId: number): Promise<void> {
  await lockUser(tx, userId);
  await tx.delete(knownChildren).where(eq(knownChildren.userId, userId));
  await tx.insert(deletedUsers).values({ userId }).onConflictDoNothing();
}

/** The caller's child a lunch is for: by id when the cart has it, else by name (the spec's cart names the child). */
export function findOwnChild(children: KnownChildRow[], lunch: { childId?: number | undefined; childName: string }): KnownChildRow | undefined {
  if (lunch.childId !== undefined) return children.find((child) => child.childId === lunch.childId);
  return children.find((child) => sameChildName(child.name, lunch.childName));
}
