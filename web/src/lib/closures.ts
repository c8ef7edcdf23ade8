import { graphql } from '../gql/gql.ts';
import { useQuery } from '@apollo/client/react';

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
export function useClosures() {
  const { data, loading, error, refetch } = useQuery(CLOSURES_QUERY, { variables: {} });
  return { closures: data?.closures ?? [], loading: loading && !data, error, refetch };
}
