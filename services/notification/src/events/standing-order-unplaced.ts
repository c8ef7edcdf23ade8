import type { EventEnvelope } from '@lunchbox/contracts/events';
import { orderWeekUrl } from '../mail/app-links.ts';
import { lunchDateText } from '../mail/email-language.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { standingOrderUnplacedEmail } from '../mail/standing-order-emails.ts';
import { skippedDayLines } from '../mail/standing-skips.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** A standing order's week placed nothing: the parent is told why, day by day, once (the inbox makes it once). */
export function onStandingOrderUnplaced(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'standing_order.unplaced'>): Promise<void> => {
    const { userId, parentName, email, week, skipped } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = standingOrderUnplacedEmail({
        parentName,
        week: lunchDateText(week, language),
        // The days the parent chose to skip are not news; ordering sends this only when other days were wanted.
        skipped: skippedDayLines(skipped, language, deps.schoolTimeZone),
        orderUrl: orderWeekUrl(deps.appUrl, week),
        language,
      });
      return enqueueEmail(tx, event, { kind: 'standing_order_unplaced', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
