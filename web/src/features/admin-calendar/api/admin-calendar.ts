import { DeclareClosureDocument, LiftClosureDocument } from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';
import { CLOSURES_QUERY } from '../../../lib/closures.ts';

/** POST /api/admin/closures as the calendar tab's form; every view's closed days are asked again. */
export const useDeclareClosure = mutationHook(DeclareClosureDocument, 'declareClosure', 'The day was not closed', { refetchQueries: [CLOSURES_QUERY] });

/** DELETE /api/admin/closures/{date}: the date opens again; every view's closed days are asked again. */
export const useLiftClosure = mutationHook(LiftClosureDocument, 'liftClosure', 'The day was not opened again', { refetchQueries: [CLOSURES_QUERY] });
