import { ChildDietRequestsDocument, type ChildDietRequestsQuery } from '../../../gql/graphql.ts';
import { queryHook } from '../../../lib/operation-hooks.ts';

export type ChildDietRequest = ChildDietRequestsQuery['childDietRequests'][number];

/** GET /api/child-profile/{id}/diet-requests: the child's requests, newest first, asked again each time they are shown. */
export const useChildDietRequests = queryHook(ChildDietRequestsDocument, 'childDietRequests', (childId: number) => ({
  variables: { childId },
  fetchPolicy: 'cache-and-network',
}));

/** Where the parent opens a request's document (an attachment, never shown inline). */
export function dietDocumentUrl(childId: number, requestId: number): string {
  return `/api/child-profile/${childId}/diet-requests/${requestId}/document`;
}
