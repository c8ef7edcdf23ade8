import { now } from '@lunchbox/kit/process/clock';
import { isPaymentReminderDue } from '@lunchbox/domain/payment-rules';
import { addDays } from '@lunchbox/domain/school-dates';
import type { OrderingDeps } from '../ordering-deps.ts';
import { listKnownSchools, schoolClocksOf } from '../read-models/schools.ts';
import { checkoutContact, claimReminder, unremindedCheckouts } from './payment-repository.ts';

/**
 * Reminds each parent once whose checkout is still unpaid 24 hours before its first lunch's order
 * deadline (issue 10 section 5): checkout.payment_reminder_due, which notification e-mails. Every
 * replica sweeps; the conditional update lets exactly one of them claim each checkout.
 */
export async function sendDuePaymentReminders(deps: OrderingDeps): Promise<number> {
  const at = now();
  // A school's cut-off is at most a day and a few hours after the start of its lunch date in UTC,
  // and at most 14 days before it (school-schemas).
  const candidates = await unremindedCheckouts(deps.db, addDays(at.toISOString().slice(0, 10), 2 + 14));
  const schools = await listKnownSchools(deps.db);
  const schoolOf = schoolClocksOf(schools, deps.settings.schoolTimeZone);

  let sent = 0;
  for (const { checkoutId, firstLunchDate, firstSchoolId } of candidates) {
    const school = schoolOf(firstSchoolId);
    if (!firstLunchDate || !isPaymentReminderDue(firstLunchDate, at, school)) continue;
    const claimed = await deps.transactionWithEvents(async (tx) => {
      const head = await claimReminder(tx, checkoutId, at);
      if (!head) return false;
      const contact = await checkoutContact(tx, head.checkoutId);
      await tx.recordEvent('checkout.payment_reminder_due', {
        paymentReference: head.paymentReference!,
        userId: head.userId,
        parentName: contact!.parentName,
        email: contact!.email,
        amountDueCents: head.totalCents - head.creditAppliedCents,
        firstLunchDate,
        school,
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
