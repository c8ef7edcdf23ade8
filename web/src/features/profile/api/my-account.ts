import { DeleteMyAccountDocument } from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/** POST /api/my-account/delete: the whole cache goes afterwards (useForgetClosedAccount), so nothing is refreshed here. */
export const useDeleteMyAccount = mutationHook(DeleteMyAccountDocument, 'deleteMyAccount', 'The account was not deleted');

/** GET /api/my-data: a plain link, so the browser downloads the file the gateway names (Content-Disposition). */
export const MY_DATA_URL = '/api/my-data';
