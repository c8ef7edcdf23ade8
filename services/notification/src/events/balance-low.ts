import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { oneClickUnsubscribeUrl, profileUrl, unsubscribePageUrl } from '../mail/app-links.ts';
import { lowBalanceEmail } from '../mail/balance-emails.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/**
 * The balance fell below the parent's threshold: one alert (ordering decides it is due and re-arms
 * it after a top-up; the inbox makes each event one e-mail), with its one-click unsubscribe.
 */
export function onBalanceLow(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'balance.low'>): Promise<void> => {
    const { userId, parentName, email, balanceCents, thresholdCents, unsubscribeToken } = event.data;
    const alert = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = lowBalanceEmail({
        parentName,
        balance: formatCents(balanceCents, language),
        threshold: formatCents(thresholdCents, language),
        profileUrl: profileUrl(deps.appUrl),
        unsubscribePageUrl: unsubscribePageUrl(deps.appUrl, unsubscribeToken),
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(deps.appUrl, unsubscribeToken),
        language,
      });
      return enqueueEmail(tx, event, { kind: 'low_balance', userId, to: [email], content });
    });
    if (alert) await deps.emailSender.sendLeased(alert);
  };
}
