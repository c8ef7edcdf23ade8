import type { EventEnvelope } from '@lunchbox/contracts/events';
import { saveSchool } from '../read-models/schools.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/** A school was added or changed in identity: ordering keeps its cut-off for checkout. */
export function onSchoolUpserted(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'school.upserted'>): Promise<void> => {
    const applied = await deps.handleEventOnce(event, (tx) => saveSchool(tx, event.data, event.occurredAt));
    deps.log.debug({ schoolId: event.data.schoolId, applied }, 'school read model updated');
  };
}
