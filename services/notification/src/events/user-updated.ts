import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { NotificationDeps } from '../notification-deps.ts';
import { saveUserProfile } from '../read-models/users.ts';

/** A changed profile (the parent's own, or an administrator's edit): new address, name or phone from now on. */
export function onUserUpdated(deps: Pick<NotificationDeps, 'db' | 'log' | 'handleEventOnce'>) {
  return async (event: EventEnvelope<'user.updated'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, async (tx) => {
      await saveUserProfile(tx, event.data, event.occurredAt);
    });
    deps.log.debug({ userId: event.data.userId, applied }, 'user read model updated');
  };
}
