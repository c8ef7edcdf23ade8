import { requireCaller, requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { LunchOrderRow } from '../db/schema.ts';
import { findOrdersByIds } from './order-repository.ts';

/** One order by id for the federated graph; null when it does not exist. */
export async function findOrderFor(db: Database, caller: Caller | null, id: number): Promise<LunchOrderRow | null> {
  requireCaller(caller);
  const [order] = await findOrdersByIds(db, [id]);
  if (!order) return null;
  requireSelfOrAdmin(caller, order.userId);
  return order;
}
