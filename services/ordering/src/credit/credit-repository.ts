// The credit ledger (issue 10 section 4): a parent's balance is the sum of their entries.
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@lunchbox/kit/db';
import { creditEntries, type CreditEntryRow } from '../db/schema.ts';

/**
 * Serialises everything that reads and then changes one parent's balance (a checkout using credit,
 * a cancellation adding some), so two checkouts at once cannot spend the same credit twice.
 */
export async function lockCreditOf(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ordering:credit:${userId}`}))`);
}

export async function creditEntriesOf(db: Executor, userId: number): Promise<CreditEntryRow[]> {
  return db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

export async function creditBalanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row?.total ?? 0;
}

export async function addCreditEntry(
  tx: Transaction,
  entry: { userId: number; amountCents: number; reason: string; orderId?: number | null; checkoutId?: string | null; topUpReference?: string; createdAt: Date },
): Promise<void> {
  await tx.insert(creditEntries).values({ ...entry, orderId: entry.orderId ?? null, checkoutId: entry.checkoutId ?? null, topUpReference: entry.topUpReference ?? null });
}

export async function deleteCreditOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(creditEntries).where(eq(creditEntries.userId, userId));
}
