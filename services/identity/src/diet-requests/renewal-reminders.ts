import { DIET_RENEWAL_NOTICE_DAYS } from '@lunchbox/domain/diet-request-schemas';
import { addDays, schoolToday } from '@lunchbox/domain/school-dates';
import type { Stoppable } from '@lunchbox/kit/process/start-service';
import { now } from '@lunchbox/kit/process/clock';
import type { IdentityDeps } from '../identity-deps.ts';
import { claimRenewalsDue } from './diet-request-repository.ts';

/**
 * Records diet_request.renewal_due for each approval that ends within 30 days and was not yet
 * reminded: the claim and the event share a transaction, so a parent hears once however many
 * replicas run this.
 */
export async function remindRenewalsDue(deps: IdentityDeps): Promise<number> {
  const today = schoolToday(now(), deps.settings.schoolTimeZone);
  return deps.transactionWithEvents(async (tx) => {
    const due = await claimRenewalsDue(tx, today, addDays(today, DIET_RENEWAL_NOTICE_DAYS));
    for (const { request, childName, email, fullName, language } of due) {
      await tx.recordEvent('diet_request.renewal_due', {
        requestId: request.id,
        childId: request.childId,
        childName,
        userId: request.userId,
        email,
        fullName,
        language,
        validUntil: request.validUntil!,
      });
    }
    return due.length;
  });
}

/** Looks for renewals due every `everyMs` (an hour; an approval is reminded on the day it enters its last 30). */
export function startRenewalReminders(deps: IdentityDeps, everyMs = 60 * 60 * 1000): Stoppable {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = remindRenewalsDue(deps).catch((error: unknown) => deps.log.error({ err: error }, 'diet renewal reminders failed'));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  setImmediate(tick);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
