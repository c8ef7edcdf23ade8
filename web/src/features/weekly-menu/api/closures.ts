import { queryHook } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

export const CLOSURES_QUERY = graphql(`
  query Closures($from: String, $to: String) {
    closures(from: $from, to: $to) {
      date
      reason
      schoolId
    }
  }
`);

/**
 * The school calendar's closed days (GET /api/closures), shown in the week's menus as 'No service –
 * {reason}'. Asked with the same arguments as every other view's closed days, so they share one
 * cached answer (a school year holds a handful); a failure leaves the views as they were, and the
 * server still refuses those days.
 */
export const useClosures = queryHook(CLOSURES_QUERY, 'closures', { variables: {} });
