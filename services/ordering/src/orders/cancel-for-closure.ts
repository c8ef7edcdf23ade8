import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { lockDateForClosure, saveClosure } from '../read-models/closures.ts';
import { cancelLunches } from './cancel-lunches.ts';
import { activeLunchesOn } from './order-repository.ts';

/**
 * A closed day (issue 10 section 2): the closure is kept and, when it is the newest word on that
 * date, the day's lunches are cancelled and credited (of its one school only when it names one, issue 31). The date's lock keeps a checkout from slipping
 * a lunch in meanwhile. Answers how many lunches were cancelled.
 */
export async function cancelForClosure(
  tx: EventTransaction,
  closure: { date: string; reason: string; schoolId: number | null },
  occurredAt: string,
  at: Date,
): Promise<number> {
  await lockDateForClosure(tx, closure.date);
  const newest = await saveClosure(tx, { ...closure, lifted: false }, occurredAt);
  if (!newest) return 0;
  const lunches = await activeLunchesOn(tx, closure.date, closure.schoolId);
  const cancelled = await cancelLunches(tx, lunches, { kind: 'closure', reason: closure.reason }, at);
  return cancelled.length;
}
