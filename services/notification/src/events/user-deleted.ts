import type { EventEnvelope } from '@lunchbox/contracts/events';
import { forgetFarewell } from '../my-account/farewell-email.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { forgetDeletedUser } from '../user-deletion/forget-deleted-user.ts';

/**
 * A deleted account: everything personal about them here is forgotten (forgetDeletedUser says what);
 * a parent who closed it themselves gets a last e-mail, whose record then goes too.
 */
export function onUserDeleted(deps: Pick<NotificationDeps, 'log' | 'handleEventOnce' | 'emailSender' | 'db'>) {
  return async (event: EventEnvelope<'user.deleted'>): Promise<void> => {
    const forgotten = await forgetDeletedUser(deps, event);
    if (!forgotten) return;
    const { farewell, ...counts } = forgotten;
    deps.log.info({ userId: event.data.userId, ...counts }, "deleted user's notifications and feedback removed");
    if (!farewell) return;
    const sent = await deps.emailSender.sendLeased(farewell);
    if (sent) await forgetFarewell(deps.db, farewell.email.id);
    if (sent?.status !== 'sent')
      deps.log.warn({ userId: event.data.userId, status: sent?.status ?? 'interrupted' }, 'the last e-mail of a closed account did not go');
  };
}
