import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { MY_CREDIT_QUERY } from '../../../lib/my-credit.ts';

interface CancelledOrder {
  __typename?: 'LunchOrder';
  id: number;
  status: string;
  creditedAmount: string | null;
}

const CANCEL_LUNCH_ORDER_MUTATION = graphql(`
  mutation CancelLunchOrder($id: Int!) {
    cancelLunchOrder(id: $id) {
      id
      status
      creditedAmount
    }
  }
`);

/**
 * POST /api/lunch-orders/{id}/cancel as the history's Cancel and Change lunch: the order in the
 * cache turns cancelled with its credit (normalised by id), and the credit balance is asked again.
 */
export function useCancelLunchOrder() {
  const [mutate, { loading }] = useMutation(CANCEL_LUNCH_ORDER_MUTATION, { refetchQueries: [MY_CREDIT_QUERY] });
  const cancelLunch = useCallback(async (id: number): Promise<CancelledOrder> => (await mutate({ variables: { id } })).data!.cancelLunchOrder, [mutate]);
  return { cancelLunch, cancelling: loading };
}
