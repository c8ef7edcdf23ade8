import { z } from 'zod';
import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { countCheckout } from '@lunchbox/kit/observability/metrics';
import { checkoutItemsSchema } from '@lunchbox/domain/order-schemas';
import type { OrderingDeps } from '../ordering-deps.ts';
import { checkoutIdSchema } from './checkout-id.ts';
import { placeLunches, type PlacedCheckout } from './place-lunches.ts';
import { requestedLunch } from './validate-cart.ts';

const checkoutSchema = z.object({
  checkoutId: checkoutIdSchema,
  items: checkoutItemsSchema,
});

/**
 * Places all the cart's lunches in one transaction, all or none. A checkout id that was placed
 * before answers the orders it placed then and creates nothing.
 */
export function placeCheckout(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PlacedCheckout> {
  return countCheckout(async () => {
    const parent = requireCaller(caller);
    const { checkoutId, items } = checkoutSchema.parse(input);
    const lunches = items.map((item) => ({ ...requestedLunch(item), cartItemId: item.id }));
    return placeLunches(deps, parent, checkoutId, lunches);
  });
}
