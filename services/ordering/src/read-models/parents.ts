// What ordering knows of identity's users (user.registered, user.updated, user.deleted): how a
// standing order's checkout and the weekly reminder address the parent.
import { eq, inArray } from 'drizzle-orm';
import type { EventData } from '@lunchbox/contracts/events';
import { notNewerThan, type Executor } from '@lunchbox/kit/db';
import { knownParents, type KnownParentRow } from '../db/schema.ts';

/** Keeps the newest known name, e-mail address and phone of a user; an older event changes nothing. */
export async function saveParent(tx: Executor, user: EventData<'user.registered'>, occurredAt: string): Promise<void> {
  const version = new Date(occurredAt);
  const row = { userId: user.userId, fullName: user.fullName, email: user.email, phone: user.phone, version };
  const { userId: _userId, ...changes } = row;
  await tx
    .insert(knownParents)
    .values(row)
    .onConflictDoUpdate({ target: knownParents.userId, set: changes, setWhere: notNewerThan(knownParents.version, version) });
}

export async function forgetParent(tx: Executor, userId: number): Promise<void> {
  await tx.delete(knownParents).where(eq(knownParents.userId, userId));
}

/** The parents as identity last said, by user id; a user never heard of is missing. */
export async function knownParentsByIds(db: Executor, userIds: number[]): Promise<Map<number, KnownParentRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(knownParents).where(inArray(knownParents.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}
