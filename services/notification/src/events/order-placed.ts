import type { EventData, EventEnvelope } from '@lunchbox/contracts/events';
import { lunchDateText, moneyText } from '../mail/email-language.ts';
import { skippedDayLines } from '../mail/standing-skips.ts';
import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import { now } from '@lunchbox/kit/process/clock';
import { leaseFrom } from '../mail/email-lease.ts';
import type { EventEmailDeps } from '../mail/event-emails.ts';
import { recordOrderConfirmationOnce } from '../mail/mail-repository.ts';
import type { EmailContent } from '../mail/letter.ts';
import { byDateThenChild, orderConfirmationEmail, type ConfirmedLunch } from '../mail/templates.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/**
 * A placed checkout makes its parent an active user (for 'active_users') and sends them the
 * confirmation: each lunch with its date, child and price, the total, and how to pay; a standing
 * order's checkout also says so, with each day it left out and why.
 *
 * Every checkout of a rush comes this way, so it takes three round trips to PostgreSQL: the
 * parent's language (the e-mail is written in it), then the inbox row, the activity and the leased
 * e-mail as one statement (recordOrderConfirmationOnce: applied once per event id, and nothing for a
 * parent deleted meanwhile), then the send's outcome. A parent already deleted gets no e-mail and
 * no activity row: only the event is marked handled.
 */
export function onOrderPlaced(deps: EventEmailDeps & Pick<ServiceRuntime, 'db'>) {
  return async (event: EventEnvelope<'order.placed'>): Promise<void> => {
    const { userId, email } = event.data;
    const language = await languageOfLiveUser(deps.db, userId);
    if (language === null) {
      await deps.handleEventOnce(event, async () => undefined);
      return;
    }
    const content = confirmationText(deps, event.data, language);
    const at = now();
    const { leased } = await recordOrderConfirmationOnce(
      deps.db,
      { eventId: event.id, eventType: event.type, userId, orderedAt: new Date(event.occurredAt) },
      { kind: 'order_confirmation', userId, to: [email], content },
      at,
      leaseFrom(at),
    );
    if (leased) await deps.emailSender.sendLeased(leased);
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
      price: moneyText(order.totalCents, language),
    })),
    total: moneyText(totalCents, language),
    appUrl: deps.appUrl,
    timeZone: deps.schoolTimeZone,
    deadlines: deadlines ?? [],
    paymentReference,
    amountDue: amountDueCents === undefined ? undefined : moneyText(amountDueCents, language),
    creditApplied: creditAppliedCents ? moneyText(creditAppliedCents, language) : null,
    standing: standing && {
      week: lunchDateText(standing.week, language),
      skipped: skippedDayLines(standing.skipped, language, deps.schoolTimeZone),
    },
    language,
  });
}
