import { and, asc, eq } from 'drizzle-orm';
import { childPatchSchema, childProfileSchema } from '@lunchbox/domain/identity-schemas';
import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import type { Database, Transaction } from '@lunchbox/kit/db';
import { AppError, forbidden, notFound } from '@lunchbox/kit/errors';
import { childProfiles } from '../db/schema.ts';
import type { IdentityDeps } from '../identity-deps.ts';

export type ChildRow = typeof childProfiles.$inferSelect;
export const CHILD_NOT_FOUND = 'Child profile not found';

export async function listChildrenOf(db: Database, userId: number): Promise<ChildRow[]> {
  return db.select().from(childProfiles).where(eq(childProfiles.userId, userId)).orderBy(asc(childProfiles.id));
}

export async function listMyChildren(deps: IdentityDeps, caller: Caller | null): Promise<ChildRow[]> {
  return listChildrenOf(deps.db, requireCaller(caller).userId);
}

const childEvent = (row: ChildRow) => ({
  childId: row.id,
  userId: row.userId,
  name: row.name,
  school: row.school,
  grade: row.grade,
  teacher: row.teacher,
  allergies: row.allergies,
  diets: row.diets,
});

/** A parent adds children to their own account; naming another account is for administrators. */
export async function addChild(deps: IdentityDeps, caller: Caller | null, rawInput: { userId?: number | null } & Record<string, unknown>): Promise<ChildRow> {
  const known = requireCaller(caller);
  const ownerId = rawInput.userId ?? known.userId;
  if (ownerId !== known.userId && !known.isAdmin) throw forbidden();
  const input = childProfileSchema.parse(rawInput);
  const row = await deps.transactionWithEvents(async (tx) => {
    const [created] = await tx
      .insert(childProfiles)
      .values({ ...input, userId: ownerId })
      .returning();
    if (!created) throw new AppError('INTERNAL_SERVER_ERROR', 'child insert returned nothing');
    await tx.recordEvent('child.upserted', childEvent(created));
    return created;
  });
  return row;
}

/** Someone else's child is answered as not found, so ids cannot be probed. */
async function lockOwnChild(tx: Transaction, caller: Caller, childId: number): Promise<ChildRow> {
  const where = caller.isAdmin ? eq(childProfiles.id, childId) : and(eq(childProfiles.id, childId), eq(childProfiles.userId, caller.userId));
  const [row] = await tx.select().from(childProfiles).where(where).for('update');
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return row;
}

export async function updateChild(deps: IdentityDeps, caller: Caller | null, childId: number, rawInput: unknown): Promise<ChildRow> {
  const known = requireCaller(caller);
  const { userId: _ignored, ...fields } = (rawInput ?? {}) as Record<string, unknown>;
  const patch = childPatchSchema.parse(fields);
  const row = await deps.transactionWithEvents(async (tx) => {
    const current = await lockOwnChild(tx, known, childId);
    if (Object.keys(patch).length === 0) return current;
    const [updated] = await tx.update(childProfiles).set(patch).where(eq(childProfiles.id, childId)).returning();
    if (!updated) throw notFound(CHILD_NOT_FOUND);
    await tx.recordEvent('child.upserted', childEvent(updated));
    return updated;
  });
  return row;
}

export async function deleteChild(deps: IdentityDeps, caller: Caller | null, childId: number): Promise<void> {
  const known = requireCaller(caller);
  await deps.transactionWithEvents(async (tx) => {
    const row = await lockOwnChild(tx, known, childId);
    await tx.delete(childProfiles).where(eq(childProfiles.id, childId));
    await tx.recordEvent('child.deleted', { childId: row.id, userId: row.userId });
  });
}
