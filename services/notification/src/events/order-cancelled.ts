import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { lunchDateText } from '../mail/email-language.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { byDateThenChild, orderCancelledEmail } from '../mail/templates.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

/** One e-mail per parent per cancellation: the lunches cancelled and the credit (the inbox makes it once). */
export function onOrderCancelled(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.cancelled'>): Promise<void> => {
    const { userId, parentName, email, orders, creditedCents, cause, closureReason } = event.data;
    const notice = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const content = orderCancelledEmail({
        parentName,
        lunches: byDateThenChild(orders).map((order) => ({
          childName: order.childName,
          date: lunchDateText(order.lunchDate, language),
          lunchOptions: order.lunchOptions,
        })),
        byClosure: cause === 'closure',
        closureReason,
        credited: creditedCents > 0 ? formatCents(creditedCents, language) : null,
        appUrl: deps.appUrl,
        language,
      });
      return enqueueEmail(tx, event, { kind: 'order_cancelled', userId, to: [email], content });
    });
    if (notice) await deps.emailSender.sendLeased(notice);
  };
}
