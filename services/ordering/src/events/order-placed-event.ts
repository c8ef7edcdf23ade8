import type { Caller } from '@lunchbox/kit/auth/tokens';
import type { EventData } from '@lunchbox/contracts/events';
import { sumCents } from '@lunchbox/domain/money';
import type { LunchOrderRow } from '../db/schema.ts';
import { orderLineOf, type OrderLineFacts } from './order-line.ts';

/** What the event says of each lunch: known before the lunch is inserted, once its id is drawn. */
type PlacedLunchFacts = OrderLineFacts & Pick<LunchOrderRow, 'parentName' | 'email'>;

/** A standing order's checkout: the week it placed (Monday) and the days it left out. */
export type StandingNote = NonNullable<EventData<'order.placed'>['standing']>;

/** What order.placed says of a checkout: its reference, its lunches as every order event carries them, and what is due. */
export function orderPlacedEvent(
  checkoutId: string,
  paymentReference: string,
  parent: Caller,
  { orders, creditAppliedCents, amountDueCents }: { orders: PlacedLunchFacts[]; creditAppliedCents: number; amountDueCents: number },
  standing?: StandingNote,
  deadlines?: EventData<'order.placed'>['deadlines'],
): EventData<'order.placed'> {
  const first = orders[0]!;
  return {
    checkoutId,
    paymentReference,
    creditAppliedCents,
    amountDueCents,
    userId: parent.userId,
    parentName: first.parentName,
    email: first.email,
    orders: orders.map(orderLineOf),
    totalCents: sumCents(orders.map((order) => order.totalCents)),
    ...(deadlines && deadlines.length > 0 ? { deadlines } : {}),
    ...(standing ? { standing } : {}),
  };
}
