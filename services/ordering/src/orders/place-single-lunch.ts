import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { lunchOrderRequestSchema } from '@lunchbox/domain/order-schemas';
import type { LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { checkoutIdSchema } from './checkout-id.ts';
import { placeLunches } from './place-lunches.ts';
import { requestedLunch } from './validate-cart.ts';

/** One lunch (POST /api/lunch-order), under the same rules; without a checkout id each call is its own checkout. */
export async function placeSingleLunch(deps: OrderingDeps, caller: Caller | null, input: unknown, checkoutId?: string | null): Promise<LunchOrderRow> {
  const parent = requireCaller(caller);
  const lunch = lunchOrderRequestSchema.parse(input);
  const id = checkoutId ? checkoutIdSchema.parse(checkoutId) : crypto.randomUUID();
  const placed = await placeLunches(deps, parent, id, [requestedLunch(lunch)]);
  const [order] = placed.orders;
  if (!order) throw new AppError('INTERNAL_SERVER_ERROR', 'checkout placed no order');
  return order;
}
