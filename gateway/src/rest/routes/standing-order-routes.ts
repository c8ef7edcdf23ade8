import { z } from 'zod';
import { standingOrderSchema } from '@lunchbox/domain/standing-orders';
import { weekRunSchema } from '@lunchbox/domain/weekly-runs';
import { withoutNulls } from '@lunchbox/kit/without-nulls';
import { selectionOf, standingOrderRunShape, standingOrderShape } from '../answer-shapes.ts';
import type { OperationData } from '../operation.ts';
import type { RestRoute } from '../rest-route.ts';

const STANDING_ORDER = selectionOf(standingOrderShape);

/** A weekday's `dish` and `dietTag` belong to their modes only; the graph's nulls for the others are left out, as the pattern is written. */
function standingOrderAnswer(order: OperationData) {
  return { ...order, days: withoutNulls(order.days) };
}

/** issue 27 section 1: each child's weekly pattern, and the administrator's "run it now" for a week. */
export const standingOrderRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/standing-orders',
    summary: "The standing order of each of the signed-in parent's children",
    tag: 'Standing orders',
    access: 'signed-in parent',
    operation: `query MyStandingOrders { myStandingOrders { ${STANDING_ORDER} } }`,
    answer: (data) => (data.myStandingOrders as OperationData[]).map(standingOrderAnswer),
    response: z.array(standingOrderShape),
  },
  {
    method: 'PUT',
    path: '/standing-orders/:childId',
    summary: "Set a child's standing order: for each weekday skip, first, item (a dish) or diet, with a fallback",
    tag: 'Standing orders',
    access: 'signed-in parent',
    operation: `mutation SetStandingOrder($childId: Int!, $input: StandingOrderInput!) { setStandingOrder(childId: $childId, input: $input) { ${STANDING_ORDER} } }`,
    variables: (input) => ({ childId: input.id('childId'), input: input.pick(['active', 'days']) }),
    answer: (data) => standingOrderAnswer(data.setStandingOrder),
    body: standingOrderSchema,
    validateFirst: true,
    response: standingOrderShape,
  },
  {
    method: 'POST',
    path: '/admin/standing-orders/run',
    summary: "Place the standing orders of a week now (idempotent: a parent's week is placed once)",
    tag: 'Standing orders',
    access: 'administrator',
    operation: `mutation RunStandingOrders($week: String!) { runStandingOrders(week: $week) { ${selectionOf(standingOrderRunShape)} } }`,
    variables: ({ body }) => ({ week: body.week }),
    body: weekRunSchema,
    validateFirst: true,
    response: standingOrderRunShape,
  },
];
