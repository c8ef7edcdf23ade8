import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
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
export const useLiftClosure = () =>
  useMutationAnswer(LIFT_CLOSURE_MUTATION, (data) => data.liftClosure, 'The day was not opened again', {
    refetchQueries: [CLOSURES_QUERY],
  });
