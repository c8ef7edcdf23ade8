import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { AppError, notFound } from '@lunchbox/kit/errors/app-error';
import { checkOrderDeadline } from '@lunchbox/domain/order-rules';
import type { LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { findSchoolClock } from '../read-models/schools.ts';
import { cancelLunches } from './cancel-lunches.ts';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages.ts';
import { lockOrder } from './order-repository.ts';

export const ALREADY_CANCELLED_MESSAGE = 'This lunch is already cancelled';

/**
 * A parent cancels one of their lunches up to its ordering deadline (issue 10 section 4). A paid
 * lunch is credited to their account; an unpaid one gives back only what credit had paid of it.
 * Someone else's lunch is not found; a cancelled one is a conflict; after the deadline the
 * deadline's message answers. The order row is locked first, so a cancel and the deadline, or two
 * cancels, cannot both win.
 */
export async function cancelOwnLunch(deps: OrderingDeps, caller: Caller | null, orderId: number): Promise<LunchOrderRow> {
  const parent = requireCaller(caller);
  const cancelled = await deps.transactionWithEvents(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (order.userId !== parent.userId && !parent.isAdmin)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE);
    const deadline = checkOrderDeadline(order.lunchDate, now(), await findSchoolClock(tx, order.schoolId, deps.settings.schoolTimeZone));
    if (!deadline.allowed) {
      throw new AppError('ORDER_DEADLINE_PASSED', deadline.message, { details: { title: deadline.title }, values: { date: order.lunchDate } });
    }
    const [row] = await cancelLunches(tx, [order], { kind: 'parent' }, now());
    return row!;
  });
  deps.log.info({ orderId, userId: parent.userId, creditedCents: cancelled.creditedCents }, 'lunch cancelled by parent');
  return cancelled;
}
