import type { EventEnvelope } from '@lunchbox/contracts/events';
import { dietRenewalDueEmail } from '../mail/diet-request-emails.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';

/** An approved medical diet ends within 30 days: the parent is reminded once to renew it. */
export function onDietRenewalDue(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'diet_request.renewal_due'>): Promise<void> => {
    const { userId, email, fullName, childName, validUntil, language } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      const content = dietRenewalDueEmail({ fullName, childName, validUntil, language: language ?? 'en', appUrl: deps.appUrl });
      return enqueueEmail(tx, event, { kind: 'diet_renewal_due', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
