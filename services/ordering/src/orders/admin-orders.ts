import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { optionalDateFilter } from './date-filter.ts';
import { listAllOrders } from './order-repository.ts';

/** The admin orders screen: every order, or one date's (the day navigator). */
export async function adminOrders(db: Database, caller: Caller | null, date?: string | null): Promise<LunchOrderRow[]> {
  requireAdmin(caller);
  return listAllOrders(db, optionalDateFilter.parse(date));
}
