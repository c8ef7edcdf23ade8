import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { lunchDateText } from '../mail/email-language.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { paymentStatusEmail } from '../mail/templates.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** A checkout's payment verified or marked failed: the parent is told once (the inbox); back to pending says nothing. */
export function onCheckoutPaymentChanged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'checkout.payment_changed'>): Promise<void> => {
    const { userId, parentName, email, status, paymentReference, amountDueCents, orders } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      if (status === 'pending') return null;
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = paymentStatusEmail({
        parentName,
        paymentReference,
        status,
        amountDue: formatCents(amountDueCents, language),
        lunches: orders.map((order) => ({ childName: order.childName, date: lunchDateText(order.lunchDate, language), lunchOptions: order.lunchOptions })),
        appUrl: deps.appUrl,
        language,
      });
      return enqueueEmail(tx, event, { kind: status === 'paid' ? 'payment_verified' : 'payment_failed', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
