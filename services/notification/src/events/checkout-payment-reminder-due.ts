import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { deadlineForLunchText } from '@lunchbox/domain/order-rules';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { emailToUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { paymentReminderEmail } from '../mail/templates.ts';

/** The pending-payment reminder: once per checkout (ordering claims it once; the inbox makes it once here). */
export function onCheckoutPaymentReminderDue(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'checkout.payment_reminder_due'>): Promise<void> => {
    const { userId, parentName, email, paymentReference, amountDueCents, firstLunchDate } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      const date = toIsoDate(firstLunchDate);
      if (!date) return null;
      return emailToUser(tx, { userId, email }, (language) => ({
        kind: 'payment_reminder',
        content: paymentReminderEmail({
          parentName,
          paymentReference,
          amountDue: formatCents(amountDueCents, language),
          firstLunch: formatLongDate(date, language),
          deadline: deadlineForLunchText(date, deps.schoolTimeZone, language),
          appUrl: deps.appUrl,
          language,
        }),
      }));
    });
  };
}
