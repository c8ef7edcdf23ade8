// Every SQL statement of the top-ups (issue 27 section 3).
import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db';
import type { TopUpStatus } from '@lunchbox/domain/top-ups';
import { topUps, type TopUpRow } from '../db/schema.ts';

export const TOP_UP_REFERENCE_CONSTRAINT = 'top_ups_reference_unique';

export async function insertTopUp(db: Executor, topUp: { reference: string; userId: number; amountCents: number; createdAt: Date }): Promise<TopUpRow> {
  const [row] = await db.insert(topUps).values(topUp).returning();
  return row!;
}

export async function topUpsOfUser(db: Executor, userId: number): Promise<TopUpRow[]> {
  return db.select().from(topUps).where(eq(topUps.userId, userId)).orderBy(desc(topUps.createdAt), desc(topUps.id));
}

export async function listTopUps(db: Executor, status?: TopUpStatus): Promise<TopUpRow[]> {
  return db
    .select()
    .from(topUps)
    .where(status ? eq(topUps.status, status) : undefined)
    .orderBy(desc(topUps.createdAt), desc(topUps.id));
}

export async function findTopUp(db: Executor, reference: string): Promise<TopUpRow | null> {
  const [row] = await db.select().from(topUps).where(eq(topUps.reference, reference));
  return row ?? null;
}

/** The decision is taken only from pending, so of two decisions at once exactly one changes the row. */
export async function decidePendingTopUp(tx: Transaction, reference: string, status: 'paid' | 'failed', at: Date): Promise<TopUpRow | null> {
  const [row] = await tx
    .update(topUps)
    .set({ status, decidedAt: at })
    .where(and(eq(topUps.reference, reference), eq(topUps.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function deleteTopUpsOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(topUps).where(eq(topUps.userId, userId));
}
