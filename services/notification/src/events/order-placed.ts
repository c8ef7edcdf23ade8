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

/**
 * A placed checkout makes its parent an active user (for 'active_users') and sends them the
 * confirmation: each lunch with its date, child and price, the total, and how to pay; a standing
 * order's checkout also says so, with each day it left out and why.
 *
 * Every checkout of a rush comes this way, so it takes at most two round trips to PostgreSQL: the
 * inbox row, the activity and the leased e-mail as one statement (recordOrderConfirmationOnce:
 * applied once per event id, only when the e-mail is in the parent's language, and nothing for a
 * parent deleted meanwhile), then the send's outcome, which the next event does not wait for, so
 * in a rush several confirmations' outcomes go in one statement (EmailSender.handOver). The e-mail is written in the language this process
 * last saw the parent read, English at first; a parent who reads another is written to again in
 * theirs (one more round trip, once per parent and process). A parent already deleted gets no
 * e-mail and no activity row: only the event is marked handled.
 */
export function onOrderPlaced(deps: EventEmailDeps & Pick<ServiceRuntime, 'db'>) {
  return async (event: EventEnvelope<'order.placed'>): Promise<void> => {
    const { userId, email } = event.data;
    let language = languageGuesses.get(userId) ?? 'en';
    for (let attempt = 1; ; attempt += 1) {
      const at = now();
      const recorded = await recordOrderConfirmationOnce(
        deps.db,
        { eventId: event.id, eventType: event.type, userId, orderedAt: new Date(event.occurredAt) },
        { kind: 'order_confirmation', userId, to: [email], content: confirmationText(deps, event.data, language), language },
        at,
        leaseFrom(at),
      );
      rememberLanguage(userId, recorded.language);
      if (recorded.leased) await deps.emailSender.handOver(recorded.leased);
      // Written, handled before, or for a deleted parent: done. Otherwise the parent's language changed under the guess.
      if (recorded.writtenInIt) return;
      if (attempt >= LANGUAGE_ATTEMPTS) throw new Error(`order.placed ${event.id}: the parent's language kept changing while the confirmation was written`);
      language = recorded.language;
    }
  };
}

/** The language each parent was last seen to read, a guess the statement checks: a wrong one costs a round trip, nothing else. */
const languageGuesses = new Map<number, 'en' | 'es'>();
const LANGUAGE_GUESSES_KEPT = 100_000;
const LANGUAGE_ATTEMPTS = 3;

function rememberLanguage(userId: number, language: 'en' | 'es'): void {
  if (language === 'en') {
    languageGuesses.delete(userId);
    return;
  }
  if (languageGuesses.size >= LANGUAGE_GUESSES_KEPT) languageGuesses.clear();
  languageGuesses.set(userId, language);
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
