import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { CLOSURES_QUERY } from '../../../lib/closures.ts';

const LIFT_CLOSURE_MUTATION = graphql(`
  mutation LiftClosure($date: String) {
    liftClosure(date: $date) {
      date
      reason
    }
  }
`);

/** DELETE /api/admin/closures/{date}: the date opens again; every view's closed days are asked again. */
export function useLiftClosure() {
  const [mutate, { loading }] = useMutation(LIFT_CLOSURE_MUTATION, { refetchQueries: [CLOSURES_QUERY] });
  const liftClosure = useCallback(async (date: string) => (await mutate({ variables: { date } })).data!.liftClosure, [mutate]);
  return { liftClosure, lifting: loading };
}
