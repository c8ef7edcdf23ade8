import type { EventEnvelope } from '@lunchbox/contracts/events';
import { forgetChild } from '../read-models/children.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A child profile was removed: no new lunches for it. Orders already placed keep their snapshot. */
export function onChildDeleted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'child.deleted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => forgetChild(tx, event.data, event.occurredAt));
    deps.log.debug({ childId: event.data.childId, applied }, 'child removed from read model');
  };
}
