import { CreateTopUpDocument, MyBalanceDocument, MyTopUpsDocument, type TopUpFieldsFragment } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type TopUp = TopUpFieldsFragment;

/** The balance of GET /api/my-credit, asked each time: a top-up confirmed or a checkout elsewhere changes it. */
export const useMyBalance = queryHook(MyBalanceDocument, 'myCredit', { fetchPolicy: 'cache-and-network' });

/** GET /api/my-top-ups, newest first; asked each time, since the administrator decides them meanwhile. */
export const useMyTopUps = queryHook(MyTopUpsDocument, 'myTopUps', { fetchPolicy: 'cache-and-network' });

/** POST /api/top-ups: a pending top-up with its reference and payment options; the list is asked again. */
export const useCreateTopUp = mutationHook(CreateTopUpDocument, 'createTopUp', 'The top-up was not created', {
  refetchQueries: [MyTopUpsDocument],
});
