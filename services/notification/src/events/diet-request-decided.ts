import type { EventEnvelope } from '@lunchbox/contracts/events';
import { dietRequestDecidedEmail } from '../mail/diet-request-emails.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';

/** The school approved or rejected a diet request: the parent hears it once, in the language identity sent. */
export function onDietRequestDecided(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'diet_request.decided'>): Promise<void> => {
    const { userId, email, fullName, childName, status, restrictions, reason, validUntil, language } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      const content = dietRequestDecidedEmail({
        fullName,
        childName,
        status,
        restrictions,
        reason,
        validUntil,
        language: language ?? 'en',
        appUrl: deps.appUrl,
      });
      return enqueueEmail(tx, event, { kind: 'diet_request_decided', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
