import type { EventEnvelope } from '@lunchbox/contracts/events';
import type { MenuDeps } from '../menu-deps.ts';
import { saveSchool } from '../schools/school-repository.ts';

/** A school was added or changed in identity: menu keeps which schools a closure may name (issue 31). */
export function onSchoolUpserted(deps: MenuDeps) {
  return async (event: EventEnvelope<'school.upserted'>): Promise<void> => {
    await deps.handleEventOnce(event, (tx) => saveSchool(tx, event.data, event.occurredAt));
  };
}
