import { and, eq, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import { now } from '@lunchbox/kit/clock';
import { isPaymentReminderDue } from '@lunchbox/domain/payment-rules';
import { addDays } from '@lunchbox/domain/school-dates';
import { checkouts, lunchOrders } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';

/**
 * Reminds each parent once whose checkout is still unpaid 24 hours before its first lunch's order
 * deadline (issue 10 section 5): checkout.payment_reminder_due, which notification e-mails. Every
 * replica sweeps; the conditional update lets exactly one of them claim each checkout.
 */
export async function sendDuePaymentReminders(deps: OrderingDeps): Promise<number> {
  const at = now();
  const candidates = await deps.db
    .select({
      checkoutId: checkouts.checkoutId,
      firstLunchDate: min(lunchOrders.lunchDate),
    })
    .from(checkouts)
    .innerJoin(lunchOrders, eq(lunchOrders.checkoutId, checkouts.checkoutId))
    .where(
      and(
        isNull(checkouts.reminderSentAt),
        isNotNull(checkouts.paymentReference),
        eq(lunchOrders.status, 'active'),
        eq(lunchOrders.isPaid, false),
        // A deadline is at most a day and a few hours after the start of its lunch date in UTC.
        lte(lunchOrders.lunchDate, addDays(at.toISOString().slice(0, 10), 2)),
      ),
    )
    .groupBy(checkouts.checkoutId);

  let sent = 0;
  for (const candidate of candidates) {
    if (!candidate.firstLunchDate || !isPaymentReminderDue(candidate.firstLunchDate, at)) continue;
    const claimed = await deps.transactionWithEvents(async (tx) => {
      const [head] = await tx
        .update(checkouts)
        .set({ reminderSentAt: at })
        .where(and(eq(checkouts.checkoutId, candidate.checkoutId), isNull(checkouts.reminderSentAt)))
        .returning();
      if (!head) return false;
      const [lunch] = await tx
        .select({ parentName: lunchOrders.parentName, email: lunchOrders.email })
        .from(lunchOrders)
        .where(eq(lunchOrders.checkoutId, head.checkoutId))
        .orderBy(sql`${lunchOrders.id}`)
        .limit(1);
      await tx.recordEvent('checkout.payment_reminder_due', {
        paymentReference: head.paymentReference!,
        userId: head.userId,
        parentName: lunch!.parentName,
        email: lunch!.email,
        amountDueCents: head.totalCents - head.creditAppliedCents,
        firstLunchDate: candidate.firstLunchDate!,
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) {
    deps.log.info({ sent }, 'payment reminders due');
  }
  return sent;
}

const DEFAULT_SWEEP_MS = 5 * 60 * 1000;

/** Sweeps on a timer until stopped; a failed sweep is logged and the next one tries again. */
export function startPaymentReminders(deps: OrderingDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDuePaymentReminders(deps).catch((error: unknown) => deps.log.error({ err: error }, 'payment reminder sweep failed'));
  }, deps.settings.reminderSweepMs ?? DEFAULT_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
