import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { NotificationDeps } from '../notification-deps.ts';
import { saveUserRole } from '../read-models/users.ts';

/** A user became an administrator or stopped being one. */
export function onUserRoleChanged(deps: Pick<NotificationDeps, 'db' | 'log' | 'handleEventOnce'>) {
  return async (event: EventEnvelope<'user.role_changed'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => saveUserRole(tx, event.data, event.occurredAt));
    deps.log.debug({ userId: event.data.userId, isAdmin: event.data.isAdmin, applied }, 'user role updated');
  };
}
