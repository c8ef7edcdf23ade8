import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { emailToUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { lunchDateText } from '../mail/email-language.ts';
import { byDateThenChild, orderCancelledEmail } from '../mail/templates.ts';

/** One e-mail per parent per cancellation: the lunches cancelled and the credit (the inbox makes it once). */
export function onOrderCancelled(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.cancelled'>): Promise<void> => {
    const { userId, parentName, email, orders, creditedCents, cause, closureReason } = event.data;
    await sendEmailForEvent(deps, event, (tx) =>
      emailToUser(tx, { userId, email }, (language) => ({
        kind: 'order_cancelled',
        content: orderCancelledEmail({
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
        }),
      })),
    );
  };
}
