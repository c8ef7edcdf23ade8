import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { notFound } from '@lunchbox/kit/errors';
import { standingOrderSchema } from '@lunchbox/domain/standing-orders';
import type { OrderingDeps } from '../ordering-deps.ts';
import { knownChild } from '../read-models/children.ts';
import { saveStandingOrder } from './standing-order-repository.ts';
import { standingOrderView, type StandingOrderView } from './standing-order-view.ts';

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found';

/**
 * PUT /api/standing-orders/{childId}: the pattern is checked by the domain's schema first (a bad
 * field is named), then the child must be the caller's own (another parent's child is not found).
 */
export async function setStandingOrder(deps: OrderingDeps, caller: Caller | null, childId: number, input: unknown): Promise<StandingOrderView> {
  const parent = requireCaller(caller);
  const pattern = standingOrderSchema.parse(input);
  const child = await knownChild(deps.db, childId);
  if (!child || child.userId !== parent.userId) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  const at = now();
  const row = await saveStandingOrder(deps.db, { childId, userId: parent.userId, ...pattern }, at);
  deps.log.info({ childId, userId: parent.userId, active: row.active }, 'standing order saved');
  return standingOrderView(childId, row, deps.settings, at);
}
