import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

export const CLOSURES_QUERY = graphql(`
  query OrderClosures($from: String, $to: String) {
    closures(from: $from, to: $to) {
      date
      reason
      schoolId
    }
  }
`);

/**
 * The school calendar's closed days (GET /api/closures): the picker offers no lunch on them and Repeat last week skips them. Asked with the same arguments as every other view's closed days, so they share one cached
 * answer (a school year holds a handful); a failure leaves the view as it was, and the server still
 * refuses those days.
 */
export const useClosures = queryHook(CLOSURES_QUERY, 'closures', { variables: {} });
