import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { OrderingDeps } from '../ordering-deps.ts';
import { creditLedgerOfUser } from '../my-data/credit-ledger-of-user.ts';
import { listOrdersOfUserFor } from '../orders/orders-of-user.ts';
import type { UserResolvers } from '../generated/resolvers-types.ts';
import { toLunchOrder } from './lunch-order.ts';
import { toCreditEntry } from './my-credit.ts';

/** Identity owns the user; ordering only adds the orders and the credit ledger, so the reference is all it needs. */
export function userResolvers(deps: OrderingDeps) {
  return {
    __resolveReference: (reference) => reference,
    orders: async (user: { id: number }, _args: unknown, context: SubgraphContext) =>
      (await listOrdersOfUserFor(deps.db, context.caller, user.id)).map(toLunchOrder),
    creditLedger: async (user: { id: number }, _args: unknown, context: SubgraphContext) =>
      (await creditLedgerOfUser(deps.db, context.caller, user.id)).map(toCreditEntry),
  } satisfies UserResolvers;
}
