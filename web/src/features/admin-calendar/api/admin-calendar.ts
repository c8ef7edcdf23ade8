import { CalendarSchoolsDocument, DeclareClosureDocument, LiftClosureDocument } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';
import { CLOSURES_QUERY } from './closures.ts';

/** POST /api/admin/closures as the calendar tab's form; the closed days are asked again (every view reads the same cached answer). */
export const useDeclareClosure = mutationHook(DeclareClosureDocument, 'declareClosure', 'The day was not closed', { refetchQueries: [CLOSURES_QUERY] });

/** DELETE /api/admin/closures/{date}: the date opens again; the closed days are asked again (every view reads the same cached answer). */
export const useLiftClosure = mutationHook(LiftClosureDocument, 'liftClosure', 'The day was not opened again', { refetchQueries: [CLOSURES_QUERY] });

/** GET /api/schools: a closure may name one school (issue 31); every school is listed, for naming the closed ones. */
export const useCalendarSchools = queryHook(CalendarSchoolsDocument, 'schools');
