import type { EventEnvelope } from '@lunchbox/contracts/events';
import { saveChild } from '../read-models.ts';
import type { ConsumerDeps } from './consumers.ts';

/** A child profile was added or changed in identity: orders snapshot its name, school, grade and section from here. */
export function onChildUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'child.upserted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => saveChild(tx, event.data, event.occurredAt));
    deps.log.debug({ childId: event.data.childId, applied }, 'child read model updated');
  };
}
