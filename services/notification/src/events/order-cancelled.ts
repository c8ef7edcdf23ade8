import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { orderCancelledEmail } from '../mail/templates.ts';
import { isDeletedUser, languageOfUser } from '../read-models/users.ts';

/** One e-mail per parent per cancellation: the lunches cancelled and the credit (the inbox makes it once). */
export function onOrderCancelled(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.cancelled'>): Promise<void> => {
    const { userId, parentName, email, orders, creditedCents, cause, closureReason } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (await isDeletedUser(tx, userId)) return null;
      const language = await languageOfUser(tx, userId);
      const lunches = [...orders]
        .sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.childName.localeCompare(b.childName))
        .map((order) => {
          const date = toIsoDate(order.lunchDate);
          return { childName: order.childName, date: date ? formatLongDate(date, language) : order.lunchDate, lunchOptions: order.lunchOptions };
        });
      return {
        kind: 'order_cancelled',
        userId,
        to: [email],
        content: orderCancelledEmail({
          parentName,
          lunches,
          byClosure: cause === 'closure',
          closureReason,
          credited: creditedCents > 0 ? formatCents(creditedCents, language) : null,
          appUrl: deps.appUrl,
          language,
        }),
      };
    });
  };
}
