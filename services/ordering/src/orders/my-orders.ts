import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { listOrdersOfUser } from './order-repository.ts';

/** The signed-in caller's own orders, newest lunch first. */
export async function listMyOrders(db: Database, caller: Caller | null): Promise<LunchOrderRow[]> {
  const known = requireCaller(caller);
  return listOrdersOfUser(db, known.userId);
}
