import type { EventData, EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { lunchDateText } from '../mail/email-language.ts';
import { skippedDayLines } from '../mail/standing-skips.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import type { EmailContent } from '../mail/letter.ts';
import { byDateThenChild, orderConfirmationEmail, type ConfirmedLunch } from '../mail/templates.ts';
import { languageRecordingOrder } from '../read-models/users.ts';

/**
 * A placed checkout makes its parent an active user (for 'active_users') and sends them the
 * confirmation: each lunch with its date, child and price, the total, and how to pay; a standing
 * order's checkout also says so, with each day it left out and why.
 */
export function onOrderPlaced(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.placed'>): Promise<void> => {
    const { userId, email } = event.data;
    const confirmation = await enqueueOnce(deps, event, async (tx) => {
      // A deleted parent gets no e-mail and no activity row.
      const language = await languageRecordingOrder(tx, userId, new Date(event.occurredAt));
      if (language === null) return null;
      const content = confirmationText(deps, event.data, language);
      return enqueueEmail(tx, event, { kind: 'order_confirmation', userId, to: [email], content });
    });
    if (confirmation) await deps.emailSender.sendLeased(confirmation);
  };
}

function confirmationText(deps: EventEmailDeps, placed: EventData<'order.placed'>, language: 'en' | 'es'): EmailContent {
  const { parentName, orders, totalCents, paymentReference, creditAppliedCents, amountDueCents, standing, deadlines } = placed;
  return orderConfirmationEmail({
    parentName,
    lunches: byDateThenChild(orders).map((order): ConfirmedLunch => ({
      childName: order.childName,
      school: order.school,
      grade: order.grade,
      date: lunchDateText(order.lunchDate, language),
      lunchOptions: order.lunchOptions,
      price: formatCents(order.totalCents, language),
    })),
    total: formatCents(totalCents, language),
    appUrl: deps.appUrl,
    timeZone: deps.schoolTimeZone,
    deadlines: deadlines ?? [],
    paymentReference,
    amountDue: amountDueCents === undefined ? undefined : formatCents(amountDueCents, language),
    creditApplied: creditAppliedCents ? formatCents(creditAppliedCents, language) : null,
    standing: standing && {
      week: lunchDateText(standing.week, language),
      skipped: skippedDayLines(standing.skipped, language, deps.schoolTimeZone),
    },
    language,
  });
}
