import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

export const SCHOOL_CLOSURES_QUERY = graphql(`
  query SchoolClosures($from: String, $schoolId: Int) {
    closures(from: $from, schoolId: $schoolId) {
      date
      reason
      schoolId
    }
  }
`);

/**
 * The closed days at the school office's school from `from` on (GET /api/closures?from=&schoolId=):
 * that school's own and every school's, each naming its school (null: every school). Skipped until
 * the school is known.
 */
export const useSchoolClosures = queryHook(SCHOOL_CLOSURES_QUERY, 'closures', (from: string, schoolId: number | null) => ({
  variables: { from, schoolId },
  skip: schoolId === null,
}));
