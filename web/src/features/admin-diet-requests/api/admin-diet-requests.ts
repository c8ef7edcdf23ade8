import type { DietRequestStatus } from '@lunchbox/domain/diet-request-schemas';
import { AdminDietRequestsDocument, DecideDietRequestDocument, type AdminDietRequestsQuery } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type AdminDietRequest = AdminDietRequestsQuery['dietRequests'][number];

/** GET /api/admin/diet-requests?status=: one status's requests, oldest first, asked again each time the tab shows it. */
export const useAdminDietRequests = queryHook(AdminDietRequestsDocument, 'dietRequests', (status: DietRequestStatus) => ({
  variables: { status },
  fetchPolicy: 'cache-and-network',
}));

/** PUT /api/admin/diet-requests/{id}: approve until a date or reject with a reason; the lists are asked again. */
export const useDecideDietRequest = mutationHook(DecideDietRequestDocument, 'decideDietRequest', 'The diet request was not decided', {
  refetchQueries: [AdminDietRequestsDocument],
  awaitRefetchQueries: true,
});

/** The document, as an attachment (the gateway streams it from identity). */
export function adminDietDocumentUrl(id: number): string {
  return `/api/admin/diet-requests/${id}/document`;
}
