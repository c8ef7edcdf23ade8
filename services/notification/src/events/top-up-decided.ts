import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { profileUrl } from '../mail/app-links.ts';
import { topUpDecidedEmail } from '../mail/balance-emails.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** An administrator confirmed or refused a top-up: the parent is told once (the inbox makes it once). */
export function onTopUpDecided(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'top_up.decided'>): Promise<void> => {
    const { userId, parentName, email, reference, amountCents, status, balanceCents } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = topUpDecidedEmail({
        parentName,
        reference,
        status,
        amount: formatCents(amountCents, language),
        balance: formatCents(balanceCents, language),
        profileUrl: profileUrl(deps.appUrl),
        language,
      });
      return enqueueEmail(tx, event, { kind: status === 'paid' ? 'top_up_confirmed' : 'top_up_failed', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
