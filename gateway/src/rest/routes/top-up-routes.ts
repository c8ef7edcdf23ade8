import { z } from 'zod';
import { topUpDecisionSchema, topUpListQuerySchema, topUpRequestSchema } from '@lunchbox/domain/top-ups';
import { selectionOf, topUpShape } from '../answer-shapes.ts';
import { asText } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';

const TOP_UP = selectionOf(topUpShape);

/** issue 27 section 3: the parent tops up the balance, the administrator confirms the payment once. */
export const topUpRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/top-ups',
    summary: 'Top up the balance (5.00 to 500.00): the reference and where to pay it',
    tag: 'Balance',
    access: 'signed-in parent',
    operation: `mutation CreateTopUp($amount: String!) { createTopUp(amount: $amount) { ${TOP_UP} } }`,
    variables: ({ body }) => ({ amount: asText(body.amount) }),
    status: 201,
    body: topUpRequestSchema,
    validateFirst: true,
    response: topUpShape,
  },
  {
    method: 'GET',
    path: '/my-top-ups',
    summary: "The signed-in parent's top-ups, newest first",
    tag: 'Balance',
    access: 'signed-in parent',
    operation: `query MyTopUps { myTopUps { ${TOP_UP} } }`,
    response: z.array(topUpShape),
  },
  {
    method: 'GET',
    path: '/admin/top-ups',
    summary: 'Every top-up, or those of one status',
    tag: 'Balance',
    access: 'administrator',
    operation: `query AdminTopUps($status: String) { adminTopUps(status: $status) { ${TOP_UP} } }`,
    variables: (input) => ({ status: input.query('status') || undefined }),
    query: topUpListQuerySchema,
    validateFirst: true,
    response: z.array(topUpShape),
  },
  {
    method: 'PUT',
    path: '/admin/top-ups/:reference',
    summary: 'Confirm a top-up paid (credits the balance once) or failed',
    tag: 'Balance',
    access: 'administrator',
    operation: `mutation DecideTopUp($reference: String!, $status: String!) { decideTopUp(reference: $reference, status: $status) { ${TOP_UP} } }`,
    variables: (input) => ({ reference: input.param('reference'), status: input.body.status }),
    body: topUpDecisionSchema,
    validateFirst: true,
    response: topUpShape,
  },
];
