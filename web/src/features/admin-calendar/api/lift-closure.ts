import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { SchoolClosure } from '@lunchbox/domain/order-rules';
import { CLOSURES_QUERY } from '../../../lib/closures.ts';

const LIFT_CLOSURE_MUTATION: TypedDocumentNode<{ liftClosure: SchoolClosure }, { date: string }> = gql`
  mutation LiftClosure($date: String) {
    liftClosure(date: $date) {
      date
      reason
    }
  }
`;

/** DELETE /api/admin/closures/{date}: the date opens again; every view's closed days are asked again. */
export function useLiftClosure() {
  const [mutate, { loading }] = useMutation(LIFT_CLOSURE_MUTATION, { refetchQueries: [CLOSURES_QUERY] });
  const liftClosure = useCallback(async (date: string) => (await mutate({ variables: { date } })).data!.liftClosure, [mutate]);
  return { liftClosure, lifting: loading };
}
