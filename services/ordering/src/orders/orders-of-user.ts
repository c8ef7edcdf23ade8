import { requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { listOrdersOfUser } from './order-repository.ts';

/** Someone's orders: a parent may read only their own, an administrator anyone's. */
export async function listOrdersOfUserFor(db: Database, caller: Caller | null, userId: number): Promise<LunchOrderRow[]> {
  requireSelfOrAdmin(caller, userId);
  return listOrdersOfUser(db, userId);
}
