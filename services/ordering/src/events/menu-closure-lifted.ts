import type { EventEnvelope } from '@lunchbox/contracts/events';
import { toIsoDate } from '@lunchbox/domain/school-dates';
import { liftClosureOn, lockDateForClosure } from '../read-models/closures.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A lifted closure opens the date for new orders; the lunches it cancelled were credited and stay cancelled. */
export function onMenuClosureLifted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.closure.lifted' | 'menu.school_closure.lifted'>): Promise<void> => {
    const schoolId = 'schoolId' in event.data ? event.data.schoolId : null;
    const date = toIsoDate(event.data.date);
    if (!date) return;
    await deps.handleEventOnce(event, async (tx) => {
      await lockDateForClosure(tx, date);
      await liftClosureOn(tx, date, schoolId, event.occurredAt);
    });
    deps.log.info({ date, schoolId }, 'closure lifted');
  };
}
