import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import { now } from '@lunchbox/kit/process/clock';
import { passkeys } from '../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function listPasskeysOf(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function countPasskeysOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function recordPasskeyUse(db: Executor, id: number, signCount: number): Promise<void> {
  await db.update(passkeys).set({ signCount, lastUsedAt: now() }).where(eq(passkeys.id, id));
}

/** Removes the user's own passkey; false when they have none with that id. */
export async function deleteOwnPasskey(db: Executor, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

export async function deletePasskeysOf(db: Executor, userId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
