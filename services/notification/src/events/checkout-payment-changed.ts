import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { paymentStatusEmail } from '../mail/templates.ts';
import { isDeletedUser, languageOfUser } from '../read-models/users.ts';

/** A checkout's payment verified or marked failed: the parent is told once (the inbox); back to pending says nothing. */
export function onCheckoutPaymentChanged(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'checkout.payment_changed'>): Promise<void> => {
    const { userId, parentName, email, status, paymentReference, amountDueCents, orders } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (status === 'pending' || (await isDeletedUser(tx, userId))) return null;
      const language = await languageOfUser(tx, userId);
      const lunches = orders.map((order) => {
        const date = toIsoDate(order.lunchDate);
        return { childName: order.childName, date: date ? formatLongDate(date, language) : order.lunchDate, lunchOptions: order.lunchOptions };
      });
      return {
        kind: status === 'paid' ? 'payment_verified' : 'payment_failed',
        userId,
        to: [email],
        content: paymentStatusEmail({
          parentName,
          paymentReference,
          status,
          amountDue: formatCents(amountDueCents, language),
          lunches,
          appUrl: deps.appUrl,
          language,
        }),
      };
    });
  };
}
