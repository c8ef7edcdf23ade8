import { z } from 'zod';
import { DIET_REQUEST_STATUSES, dietDecisionSchema } from '@lunchbox/domain/diet-request-schemas';
import { selectionOf } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';

const text = z.string();
const restrictionList = z.array(text).describe('Allergens (milk, eggs, …) and diets (vegetarian, …)');

/** A diet request as the parent reads it (POST and GET answer the same), issue 32. */
export const dietRequestShape = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  status: z.enum(DIET_REQUEST_STATUSES),
  restrictions: restrictionList,
  note: text,
  documentName: text,
  documentType: text,
  reason: text.nullable(),
  validUntil: text.nullable().describe('YYYY-MM-DD'),
  createdAt: text,
  decidedAt: text.nullable(),
});

/** The administrators' list adds whose request it is. */
export const reviewedDietRequestShape = dietRequestShape.extend({ childName: text.nullable(), school: text.nullable(), parentName: text.nullable() });

const PARENT_FIELDS = selectionOf(dietRequestShape);
const REVIEW_FIELDS = selectionOf(reviewedDietRequestShape);

/**
 * The JSON paths of diet requests. The upload (multipart) and the documents are streamed to
 * identity by diet-request-files.ts instead: a 5 MB file does not travel through GraphQL.
 */
export const dietRequestRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/child-profile/:id/diet-requests',
    summary: "A child's diet requests, newest first, with each one's status",
    tag: 'Diet requests',
    access: 'signed-in parent',
    operation: `query ChildDietRequests($childId: Int!) { childDietRequests(childId: $childId) { ${PARENT_FIELDS} } }`,
    variables: (input) => ({ childId: input.id() }),
    response: z.array(dietRequestShape),
  },
  {
    method: 'GET',
    path: '/admin/diet-requests',
    summary: 'Diet requests of one status (pending, approved, rejected, expired), oldest first; all without one',
    tag: 'Diet requests',
    access: 'administrator',
    operation: `query DietRequests($status: String) { dietRequests(status: $status) { ${REVIEW_FIELDS} } }`,
    variables: (input) => ({ status: input.query('status') || undefined }),
    query: z.object({ status: z.enum(DIET_REQUEST_STATUSES, { message: `status must be one of: ${DIET_REQUEST_STATUSES.join(', ')}` }).optional() }),
    validateFirst: true,
    response: z.array(reviewedDietRequestShape),
  },
  {
    method: 'PUT',
    path: '/admin/diet-requests/:id',
    summary: 'Approve a pending request until validUntil, or reject it with a reason; the parent is e-mailed',
    tag: 'Diet requests',
    access: 'administrator',
    operation: `mutation DecideDietRequest($id: Int!, $input: DietDecisionInput!) { decideDietRequest(id: $id, input: $input) { ${REVIEW_FIELDS} } }`,
    variables: (input) => ({ id: input.id(), input: input.pick(['status', 'reason', 'validUntil']) }),
    body: dietDecisionSchema,
    validateFirst: true,
    response: reviewedDietRequestShape,
  },
];
