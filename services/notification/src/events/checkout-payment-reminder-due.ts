import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { deadlineForLunchText } from '@lunchbox/domain/deadline-sentences';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { paymentReminderEmail } from '../mail/templates.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** The pending-payment reminder: once per checkout (ordering claims it once; the inbox makes it once here). */
export function onCheckoutPaymentReminderDue(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'checkout.payment_reminder_due'>): Promise<void> => {
    const { userId, parentName, email, paymentReference, amountDueCents, firstLunchDate, school } = event.data;
    const reminder = await enqueueOnce(deps, event, async (tx) => {
      const date = toIsoDate(firstLunchDate);
      if (!date) return null;
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = paymentReminderEmail({
        parentName,
        paymentReference,
        amountDue: formatCents(amountDueCents, language),
        firstLunch: formatLongDate(date, language),
        // The first lunch's child's school's cut-off; an event from before schools had cut-offs: the spec's.
        deadline: deadlineForLunchText(date, school ?? seededSchoolClock(deps.schoolTimeZone), language),
        appUrl: deps.appUrl,
        language,
      });
      return enqueueEmail(tx, event, { kind: 'payment_reminder', userId, to: [email], content });
    });
    if (reminder) await deps.emailSender.sendLeased(reminder);
  };
}
