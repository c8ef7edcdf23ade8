import { requireCaller, requireSelfOrAdmin, type Caller } from '@lunchbox/kit/auth';
import type { Database } from '@lunchbox/kit/db';
import type { LunchOrderRow } from '../db/schema.ts';
import { findOrdersByIds, listOrdersOfUser } from './order-repository.ts';

/** The signed-in caller's own orders. */
export async function listMyOrders(db: Database, caller: Caller | null): Promise<LunchOrderRow[]> {
  const known = requireCaller(caller);
  return listOrdersOfUser(db, known.userId);
}

/** Someone's orders: a parent may read only their own, an administrator anyone's. */
export async function listOrdersOfUserFor(db: Database, caller: Caller | null, userId: number): Promise<LunchOrderRow[]> {
  requireSelfOrAdmin(caller, userId);
  return listOrdersOfUser(db, userId);
}

/** One order by id for the federated graph; null when it does not exist. */
export async function findOrderFor(db: Database, caller: Caller | null, id: number): Promise<LunchOrderRow | null> {
  requireCaller(caller);
  const [order] = await findOrdersByIds(db, [id]);
  if (!order) return null;
  requireSelfOrAdmin(caller, order.userId);
  return order;
}
