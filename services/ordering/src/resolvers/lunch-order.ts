import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { confirmedRestrictionsOn } from '@lunchbox/domain/confirmed-diets';
import { centsToDecimalString } from '@lunchbox/domain/money';
import type { LunchOrderRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { findOrderFor } from '../orders/find-order.ts';
import type { LunchOrderResolvers } from '../generated/resolvers-types.ts';

/**
 * What the graph shows of an order: its columns as they are, but money as decimal text, never the
 * stored cents, and no cancellation time (the graph has none).
 */
export function toLunchOrder(row: LunchOrderRow) {
  const { totalCents, creditedCents, creditCents, createdAt, cancelledAt: _cancelledAt, childConfirmedDiets, ...shown } = row;
  return {
    ...shown,
    totalAmount: centsToDecimalString(totalCents),
    creditedAmount: creditedCents === null ? null : centsToDecimalString(creditedCents),
    creditAmount: centsToDecimalString(creditCents),
    createdAt: createdAt.toISOString(),
    childMedicalDiet: confirmedRestrictionsOn(childConfirmedDiets, row.lunchDate),
  };
}

/** Ordering owns the lunch order: the graph resolves it here by id. */
export function lunchOrderResolvers(deps: OrderingDeps) {
  return {
    __resolveReference: async (reference: { id: number }, context: SubgraphContext) => {
      const order = await findOrderFor(deps.db, context.caller, reference.id);
      return order ? toLunchOrder(order) : null;
    },
  } satisfies LunchOrderResolvers;
}
