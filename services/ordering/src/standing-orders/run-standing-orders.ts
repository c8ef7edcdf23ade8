import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import { weekRunSchema } from '@lunchbox/domain/weekly-runs';
import type { OrderingDeps } from '../ordering-deps.ts';
import { placeStandingOrdersForWeek, type StandingOrderRunResult } from './place-standing-orders.ts';

/** POST /api/admin/standing-orders/run { week }: the weekly placement now, for the week holding `week`; idempotent. */
export async function runStandingOrders(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<StandingOrderRunResult> {
  requireAdmin(caller);
  const { week } = weekRunSchema.parse(input);
  return placeStandingOrdersForWeek(deps, week);
}
