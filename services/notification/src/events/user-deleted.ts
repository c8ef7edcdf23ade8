import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { NotificationDeps } from '../notification-deps.ts';
import { forgetDeletedUser } from '../user-deletion/forget-deleted-user.ts';

/** A deleted account: everything personal about them here is forgotten (forgetDeletedUser says what). */
export function onUserDeleted(deps: Pick<NotificationDeps, 'log' | 'handleEventOnce'>) {
  return async (event: EventEnvelope<'user.deleted'>): Promise<void> => {
    const forgotten = await forgetDeletedUser(deps, event);
    if (forgotten) deps.log.info({ userId: event.data.userId, ...forgotten }, "deleted user's notifications and feedback removed");
  };
}
