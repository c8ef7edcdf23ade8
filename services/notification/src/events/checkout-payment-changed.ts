import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { emailToUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { lunchDateText } from '../mail/email-language.ts';
import { paymentStatusEmail } from '../mail/templates.ts';

/** A checkout's payment verified or marked failed: the parent is told once (the inbox); back to pending says nothing. */
export function onCheckoutPaymentChanged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'checkout.payment_changed'>): Promise<void> => {
    const { userId, parentName, email, status, paymentReference, amountDueCents, orders } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (status === 'pending') return null;
      return emailToUser(tx, { userId, email }, (language) => ({
        kind: status === 'paid' ? 'payment_verified' : 'payment_failed',
        content: paymentStatusEmail({
          parentName,
          paymentReference,
          status,
          amountDue: formatCents(amountDueCents, language),
          lunches: orders.map((order) => ({ childName: order.childName, date: lunchDateText(order.lunchDate, language), lunchOptions: order.lunchOptions })),
          appUrl: deps.appUrl,
          language,
        }),
      }));
    });
  };
}
