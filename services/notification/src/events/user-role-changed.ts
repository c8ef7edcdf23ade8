import type { EventEnvelope } from '@lunchbox/contracts/events';
import { handleOnce } from '@lunchbox/kit/inbox';
import { inbox } from '../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { saveUserRole } from '../read-models/users.ts';

/** A user became an administrator or stopped being one. */
export function onUserRoleChanged(deps: Pick<NotificationDeps, 'db' | 'log'>) {
  return async (event: EventEnvelope<'user.role_changed'>): Promise<void> => {
    const applied = await handleOnce(deps.db, inbox, event, (tx) => saveUserRole(tx, event.data, event.occurredAt));
    deps.log.debug({ userId: event.data.userId, isAdmin: event.data.isAdmin, applied }, 'user role updated');
  };
}
