// Every statement of the payments area: checkouts by payment reference with their lunches, the
// reminder sweep's claims, and the administrator's payment settings.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@lunchbox/kit/db/database';
import type { PaymentSettings, PaymentStatus } from '@lunchbox/domain/payment-rules';
import { checkouts, lunchOrders, paymentSettings, type LunchOrderRow } from '../db/schema.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** The checkouts that have a payment reference (or the one with this reference), newest first. */
export async function checkoutsWithReference(db: Executor, reference?: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(reference ? eq(checkouts.paymentReference, reference) : isNotNull(checkouts.paymentReference))
    .orderBy(desc(checkouts.createdAt));
}

/** The active lunches of these checkouts, earliest lunch first. */
export async function activeLunchesOfCheckouts(db: Executor, checkoutIds: string[]): Promise<LunchOrderRow[]> {
  return db
    .select()
    .from(lunchOrders)
    .where(and(inArray(lunchOrders.checkoutId, checkoutIds), eq(lunchOrders.status, 'active')))
    .orderBy(asc(lunchOrders.lunchDate), asc(lunchOrders.id));
}

export async function lockCheckoutByReference(tx: Transaction, reference: string): Promise<CheckoutRow | null> {
  const [head] = await tx.select().from(checkouts).where(eq(checkouts.paymentReference, reference)).for('update');
  return head ?? null;
}

/** The checkout's active lunches, locked, in the order they were placed. */
export async function lockActiveLunchesOfCheckout(tx: Transaction, checkoutId: string): Promise<LunchOrderRow[]> {
  return tx
    .select()
    .from(lunchOrders)
    .where(and(eq(lunchOrders.checkoutId, checkoutId), eq(lunchOrders.status, 'active')))
    .orderBy(asc(lunchOrders.id))
    .for('update');
}

export async function setPaymentStatusOf(tx: Transaction, orderIds: number[], status: PaymentStatus, isPaid: boolean): Promise<void> {
  await tx.update(lunchOrders).set({ paymentStatus: status, isPaid }).where(inArray(lunchOrders.id, orderIds));
}

/** Checkouts not yet reminded with an unpaid active lunch on or before `lastLunchDate`, with their first such lunch's date. */
export async function unremindedCheckouts(
  db: Database,
  lastLunchDate: string,
): Promise<{ checkoutId: string; firstLunchDate: string | null; firstSchoolId: number | null }[]> {
  return db
    .select({
      checkoutId: checkouts.checkoutId,
      firstLunchDate: min(lunchOrders.lunchDate),
      /** The school of the first lunch's child, whose cut-off the reminder is timed by. */
      firstSchoolId: sql<number | null>`(array_agg(${lunchOrders.schoolId} order by ${lunchOrders.lunchDate}))[1]`,
    })
    .from(checkouts)
    .innerJoin(lunchOrders, eq(lunchOrders.checkoutId, checkouts.checkoutId))
    .where(
      and(
        isNull(checkouts.reminderSentAt),
        isNotNull(checkouts.paymentReference),
        eq(lunchOrders.status, 'active'),
        eq(lunchOrders.isPaid, false),
        lte(lunchOrders.lunchDate, lastLunchDate),
      ),
    )
    .groupBy(checkouts.checkoutId);
}

/** Marks the checkout reminded unless another replica did first; null when it did. */
export async function claimReminder(tx: Transaction, checkoutId: string, at: Date): Promise<CheckoutRow | null> {
  const [head] = await tx
    .update(checkouts)
    .set({ reminderSentAt: at })
    .where(and(eq(checkouts.checkoutId, checkoutId), isNull(checkouts.reminderSentAt)))
    .returning();
  return head ?? null;
}

/** Who placed the checkout, as its first lunch recorded them. */
export async function checkoutContact(tx: Transaction, checkoutId: string): Promise<{ parentName: string; email: string } | null> {
  const [lunch] = await tx
    .select({ parentName: lunchOrders.parentName, email: lunchOrders.email })
    .from(lunchOrders)
    .where(eq(lunchOrders.checkoutId, checkoutId))
    .orderBy(sql`${lunchOrders.id}`)
    .limit(1);
  return lunch ?? null;
}

/** The one settings row, or null until an administrator saves it. */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ? { paypalMeHandle: row.paypalMeHandle, zelleRecipientName: row.zelleRecipientName, zelleRecipient: row.zelleRecipient } : null;
}

export async function savePaymentSettingsRow(db: Executor, settings: PaymentSettings, at: Date): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ id: 1, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...settings, updatedAt: at } });
}
