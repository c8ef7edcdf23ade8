import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
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
export const useDeclareClosure = () =>
  useMutationAnswer(DECLARE_CLOSURE_MUTATION, (data) => data.declareClosure, 'The day was not closed', {
    refetchQueries: [CLOSURES_QUERY],
  });
