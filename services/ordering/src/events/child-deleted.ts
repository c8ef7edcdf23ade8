import type { EventEnvelope } from '@lunchbox/contracts/events';
import { handleOnce } from '@lunchbox/kit/inbox';
import { inbox } from '../db/schema.ts';
import { forgetChild } from '../read-models/children.ts';
import type { ConsumerDeps } from './consumers.ts';

/** A child profile was removed: no new lunches for it. Orders already placed keep their snapshot. */
export function onChildDeleted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'child.deleted'>): Promise<void> => {
    const applied = await handleOnce(deps.db, inbox, event, (tx) => forgetChild(tx, event.data, event.occurredAt));
    deps.log.debug({ childId: event.data.childId, applied }, 'child removed from read model');
  };
}
