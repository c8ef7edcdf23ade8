import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { ClosureInput } from '@lunchbox/domain/order-rules';
import { CLOSURES_QUERY } from '../../../lib/closures.ts';

const DECLARE_CLOSURE_MUTATION = graphql(`
  mutation DeclareClosure($date: String, $reason: String) {
    declareClosure(date: $date, reason: $reason) {
      date
      reason
    }
  }
`);

/** POST /api/admin/closures as the calendar tab's form; every view's closed days are asked again. */
export function useDeclareClosure() {
  const [mutate, { loading }] = useMutation(DECLARE_CLOSURE_MUTATION, { refetchQueries: [CLOSURES_QUERY] });
  const declareClosure = useCallback(async (input: ClosureInput) => (await mutate({ variables: input })).data!.declareClosure, [mutate]);
  return { declareClosure, declaring: loading };
}
