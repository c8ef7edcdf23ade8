import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import type { Database } from '@lunchbox/kit/db/database';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { countOrdersOn } from './order-repository.ts';

/** The admin overview's 'Today's Orders': lunches for today's date at the schools. */
export async function countTodaysOrders(db: Database, caller: Caller | null, timeZone: string): Promise<number> {
  requireAdmin(caller);
  return countOrdersOn(db, schoolToday(now(), timeZone));
}
