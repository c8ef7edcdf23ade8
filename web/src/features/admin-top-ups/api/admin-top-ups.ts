import type { TopUpStatus } from '@lunchbox/domain/top-ups';
import { AdminTopUpsDocument, DecideTopUpDocument, type AdminTopUpsQuery } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type AdminTopUp = AdminTopUpsQuery['adminTopUps'][number];

/** GET /api/admin/top-ups?status=: one status's top-ups, asked again each time the tab shows it. */
export const useAdminTopUps = queryHook(AdminTopUpsDocument, 'adminTopUps', (status: TopUpStatus) => ({
  variables: { status },
  fetchPolicy: 'cache-and-network',
}));

/** PUT /api/admin/top-ups/{reference}: paid credits the parent's balance once; the lists are asked again. */
export const useDecideTopUp = mutationHook(DecideTopUpDocument, 'decideTopUp', 'The top-up was not decided', {
  refetchQueries: [AdminTopUpsDocument],
  awaitRefetchQueries: true,
});
