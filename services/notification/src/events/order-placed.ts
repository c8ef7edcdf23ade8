import type { EventEnvelope } from '@lunchbox/contracts/events';
import { connectionOf, tableNameOf, type Transaction } from '@lunchbox/kit/db';
import { orderActivity } from '../db/schema.ts';
import { formatCents } from '@lunchbox/domain/money';
import { emailToUser, sendEmailForEvent, type EventEmailDeps } from '../mail/delivery.ts';
import { lunchDateText } from '../mail/email-language.ts';
import { byDateThenChild, orderConfirmationEmail, type ConfirmedLunch } from '../mail/templates.ts';

/**
 * A placed checkout makes its parent an active user (for 'active_users') and sends them the
 * confirmation: each lunch with its date, child and price, the total, and how to pay.
 */
export function onOrderPlaced(deps: EventEmailDeps) {
  return async (event: EventEnvelope<'order.placed'>): Promise<void> => {
    const { userId, parentName, email, orders, totalCents, paymentReference, creditAppliedCents, amountDueCents } = event.data;
    await sendEmailForEvent(deps, event, async (tx) => {
      // A deleted user gets no e-mail and no activity row: emailToUser's null says so.
      const confirmation = await emailToUser(tx, { userId, email }, (language) => ({
        kind: 'order_confirmation',
        content: orderConfirmationEmail({
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
          paymentReference,
          amountDue: amountDueCents === undefined ? undefined : formatCents(amountDueCents, language),
          creditApplied: creditAppliedCents ? formatCents(creditAppliedCents, language) : null,
          language,
        }),
      }));
      if (confirmation) await recordOrderActivity(tx, userId, new Date(event.occurredAt));
      return confirmation;
    });
  };
}

/** Remembers the parent's latest order, for 'active_users' (read-models/users.ts reads and forgets it); the caller has checked they are not deleted. */
async function recordOrderActivity(tx: Transaction, userId: number, orderedAt: Date): Promise<void> {
  await connectionOf(tx).query({ ...RECORD_ORDER_ACTIVITY, values: [userId, orderedAt] });
}

/** Sent for every order.placed: a named prepared statement, which neither drizzle nor PostgreSQL builds again. */
const RECORD_ORDER_ACTIVITY = {
  name: 'notification_record_order_activity',
  text: `insert into ${tableNameOf(orderActivity)} as a (user_id, last_ordered_at) values ($1, $2)
      on conflict (user_id) do update set last_ordered_at = greatest(a.last_ordered_at, excluded.last_ordered_at)`,
};
