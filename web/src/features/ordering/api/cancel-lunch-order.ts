import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { MY_CREDIT_QUERY } from '../../../lib/my-credit.ts';

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
export const useCancelLunchOrder = () =>
  useMutationAnswer(CANCEL_LUNCH_ORDER_MUTATION, (data) => data.cancelLunchOrder, 'The lunch was not cancelled', {
    refetchQueries: [MY_CREDIT_QUERY],
  });
