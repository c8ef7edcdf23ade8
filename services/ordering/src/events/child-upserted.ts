import type { EventEnvelope } from '@lunchbox/contracts/events';
import { openCalendarFeed } from '../calendar/open-calendar-feeds.ts';
import { saveChild } from '../read-models/children.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A child profile was added or changed in identity: orders snapshot its name, school, grade and section from here; a new child gets its calendar feed. */
export function onChildUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'child.upserted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, async (tx) => {
      await saveChild(tx, event.data, event.occurredAt);
      await openCalendarFeed(tx, deps.settings.calendarSecret, event.data.childId);
    });
    deps.log.debug({ childId: event.data.childId, applied }, 'child read model updated');
  };
}
