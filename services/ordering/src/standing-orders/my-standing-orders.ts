import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import type { OrderingDeps } from '../ordering-deps.ts';
import { childrenOfUser } from '../read-models/children.ts';
import { standingOrdersOfUser } from './standing-order-repository.ts';
import { standingOrderViews, type StandingOrderView } from './standing-order-view.ts';

/** GET /api/standing-orders: one pattern per child of the signed-in parent. */
export async function myStandingOrders(deps: OrderingDeps, caller: Caller | null): Promise<StandingOrderView[]> {
  const parent = requireCaller(caller);
  const [children, rows] = await Promise.all([childrenOfUser(deps.db, parent.userId), standingOrdersOfUser(deps.db, parent.userId)]);
  return standingOrderViews(children, rows, deps.settings, now());
}
