import type { EventEnvelope } from '@lunchbox/contracts/events';
import { forgetUser } from '../orders/forget-user.ts';
import type { ConsumerDeps } from './consumer-deps.ts';
import { orderingAudit } from '../audit/ordering-audit.ts';

/** A deleted account takes its orders and its children with it (admin-area.md: account, child profiles and orders are removed). */
export function onUserDeleted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'user.deleted'>): Promise<void> => {
    const { userId } = event.data;
    let removedOrders = 0;
    const applied = await deps.handleEventOnce(event, async (tx) => {
      removedOrders = await forgetUser(tx, userId);
      await orderingAudit.anonymiseActor(tx, userId);
    });
    if (applied) deps.log.info({ userId, removedOrders }, "deleted user's orders removed");
  };
}
