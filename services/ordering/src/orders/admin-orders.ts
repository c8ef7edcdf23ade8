import type { Caller } from '@lunchbox/kit/auth/tokens';
import { requireKitchenOrAdmin, seesKitchenView, withoutParentContact } from '../production/kitchen-access.ts';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { optionalDateFilter } from './date-filter.ts';
import { listAllOrders } from './order-repository.ts';

/**
 * The admin orders screen: every order, or one date's (the day navigator). The kitchen reads it for
 * the labels, without the parents' contact or payments (docs/roles.md).
 */
export async function adminOrders(db: Database, caller: Caller | null, date?: string | null): Promise<LunchOrderRow[]> {
  const known = requireKitchenOrAdmin(caller);
  const rows = await listAllOrders(db, optionalDateFilter.parse(date));
  return seesKitchenView(known) ? rows.map(withoutParentContact) : rows;
}
