import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { lockDateForClosure, saveClosure } from '../read-models/closures.ts';
import { cancelLunches } from './cancel-lunches.ts';
import { activeLunchesOn } from './order-repository.ts';

/**
 * A closed day (issue 10 section 2): the closure is kept and, when it is the newest word on that
 * date, the day's lunches are cancelled and credited. The date's lock keeps a checkout from slipping
 * a lunch in meanwhile. Answers how many lunches were cancelled.
 */
export async function cancelForClosure(tx: EventTransaction, closure: { date: string; reason: string }, occurredAt: string, at: Date): Promise<number> {
  await lockDateForClosure(tx, closure.date);
  const newest = await saveClosure(tx, { ...closure, lifted: false }, occurredAt);
  if (!newest) return 0;
  const cancelled = await cancelLunches(tx, await activeLunchesOn(tx, closure.date), { kind: 'closure', reason: closure.reason }, at);
  return cancelled.length;
}
