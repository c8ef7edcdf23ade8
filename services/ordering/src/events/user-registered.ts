import type { EventEnvelope } from '@lunchbox/contracts/events';
import { saveParent } from '../read-models/parents.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A new account or a changed one: standing orders' checkouts and reminders are addressed with its name, e-mail and phone. */
export function onUserSaved(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'user.registered'> | EventEnvelope<'user.updated'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => saveParent(tx, event.data, event.occurredAt));
    deps.log.debug({ userId: event.data.userId, applied }, 'parent read model updated');
  };
}
