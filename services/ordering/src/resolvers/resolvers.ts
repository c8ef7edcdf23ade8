import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { Database } from '@lunchbox/kit/db';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import type { LunchOrderRow } from '../db/schema.ts';
import { findOrderFor, listMyOrders, listOrdersOfUserFor } from '../orders/read-orders.ts';

/** What the graph shows of an order: the amount as decimal text, never the stored cents. */
function toLunchOrder(row: LunchOrderRow) {
  return {
    id: row.id,
    childName: row.childName,
    parentName: row.parentName,
    email: row.email,
    phone: row.phone,
    school: row.school,
    grade: row.grade,
    teacher: row.teacher,
    lunchDate: row.lunchDate,
    lunchOptions: row.lunchOptions,
    notes: row.notes,
    totalAmount: (row.totalCents / 100).toFixed(2),
    paymentStatus: row.paymentStatus,
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
  };
}

export function orderingResolvers(db: Database): GraphQLResolverMap<SubgraphContext> {
  return {
    Query: {
      myLunchOrders: async (_parent: unknown, _args: unknown, context: SubgraphContext) => (await listMyOrders(db, context.caller)).map(toLunchOrder),
    },
    LunchOrder: {
      __resolveReference: async (reference: { id: number }, context: SubgraphContext) => {
        const order = await findOrderFor(db, context.caller, reference.id);
        return order ? toLunchOrder(order) : null;
      },
    },
    User: {
      __resolveReference: (reference: { id: number }) => ({ id: reference.id }),
      orders: async (user: { id: number }, _args: unknown, context: SubgraphContext) =>
        (await listOrdersOfUserFor(db, context.caller, user.id)).map(toLunchOrder),
    },
  };
}
