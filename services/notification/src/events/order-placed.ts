import type { EventEnvelope } from '@lunchbox/contracts/events';
import { formatCents } from '@lunchbox/domain/money';
import { formatLongDate, toIsoDate } from '@lunchbox/domain/school-dates';
import { sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { orderConfirmationEmail, type ConfirmedLunch } from '../mail/templates.ts';
import { isDeletedUser, languageOfUser, recordOrderActivity } from '../read-models/users.ts';

/**
 * A placed checkout makes its parent an active user (for 'active_users') and sends them the
 * confirmation: each lunch with its date, child and price, the total, and how to pay.
 */
export function onOrderPlaced(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.placed'>): Promise<void> => {
    const { userId, parentName, email, orders, totalCents, paymentReference, creditAppliedCents, amountDueCents } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      if (await isDeletedUser(tx, userId)) return null;
      await recordOrderActivity(tx, userId, new Date(event.occurredAt));
      const language = await languageOfUser(tx, userId);
      const lunches: ConfirmedLunch[] = [...orders]
        .sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.childName.localeCompare(b.childName))
        .map((order) => {
          const date = toIsoDate(order.lunchDate);
          return {
            childName: order.childName,
            school: order.school,
            grade: order.grade,
            date: date ? formatLongDate(date, language) : order.lunchDate,
            lunchOptions: order.lunchOptions,
            price: formatCents(order.totalCents, language),
          };
        });
      return {
        kind: 'order_confirmation',
        userId,
        to: [email],
        content: orderConfirmationEmail({
          parentName,
          lunches,
          total: formatCents(totalCents, language),
          appUrl: deps.appUrl,
          timeZone: deps.schoolTimeZone,
          paymentReference,
          amountDue: amountDueCents === undefined ? undefined : formatCents(amountDueCents, language),
          creditApplied: creditAppliedCents ? formatCents(creditAppliedCents, language) : null,
          language,
        }),
      };
    });
  };
}
