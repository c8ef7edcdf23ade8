import type { EventEnvelope } from '@lunchbox/contracts/events';
import { now } from '@lunchbox/kit/process/clock';
import { toIsoDate } from '@lunchbox/domain/school-dates';
import { cancelForClosure } from '../orders/cancel-for-closure.ts';
import type { ConsumerDeps } from './consumer-deps.ts';

/**
 * A closed day: nothing more can be ordered for it, and its lunches are cancelled and credited
 * (issue 10 section 2); a closure of one school cancels only that school's lunches (issue 31). The inbox makes a redelivered or repeated event do nothing twice.
 */
export function onMenuClosureDeclared(deps: ConsumerDeps) {
  return async (event: EventEnvelope<'menu.closure.declared' | 'menu.school_closure.declared'>): Promise<void> => {
    const schoolId = 'schoolId' in event.data ? event.data.schoolId : null;
    const date = toIsoDate(event.data.date);
    if (!date) {
      deps.log.warn({ date: event.data.date }, 'closure for a date that is not a calendar date ignored');
      return;
    }
    let cancelledCount = 0;
    await deps.handleEventOnce(event, async (tx) => {
      cancelledCount = await cancelForClosure(tx, { date, reason: event.data.reason, schoolId }, event.occurredAt, now());
    });
    deps.log.info({ date, schoolId, cancelledCount }, 'closure applied');
  };
}
