import { sql } from 'drizzle-orm';
import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { Executor } from '@lunchbox/kit/db';
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
async function recordOrderActivity(tx: Executor, userId: number, orderedAt: Date): Promise<void> {
  await tx
    .insert(orderActivity)
    .values({ userId, lastOrderedAt: orderedAt })
    .onConflictDoUpdate({ target: orderActivity.userId, set: { lastOrderedAt: sql`greatest(${orderActivity.lastOrderedAt}, excluded.last_ordered_at)` } });
}
