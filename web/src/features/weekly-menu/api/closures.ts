import { queryHook } from './operation-hooks.ts';
import { graphql } from '../gql/gql.ts';

export const CLOSURES_QUERY = graphql(`
  query Closures($from: String, $to: String) {
    closures(from: $from, to: $to) {
      date
      reason
    }
  }
`);

/**
 * The school calendar's closed days (GET /api/closures): every menu view, the picker and the
 * schedule show them as 'No service – {reason}'. All of them are asked once (a school year holds a
 * handful); a failure leaves the views as they were, and the server still refuses those days.
 */
export const useClosures = queryHook(CLOSURES_QUERY, 'closures', { variables: {} });
