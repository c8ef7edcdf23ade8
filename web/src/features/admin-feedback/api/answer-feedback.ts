import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { type AdminFeedback } from './admin-feedback.ts';

const ANSWER_FEEDBACK_MUTATION = graphql(`
  mutation AnswerFeedback($id: Int!, $adminResponse: String) {
    answerFeedback(id: $id, adminResponse: $adminResponse) {
      ...AdminFeedbackFields
    }
  }
`);

/**
 * Saves (or replaces) the response to one feedback entry (PUT /api/admin/feedback/{id}); the
 * parent is e-mailed it. The answer carries the new response, date and status, so the normalized
 * cache updates that entry in the list without a refetch.
 */
export function useAnswerFeedback() {
  const [mutate, { loading }] = useMutation(ANSWER_FEEDBACK_MUTATION);
  const answerFeedback = useCallback(
    async (id: number, adminResponse: string): Promise<AdminFeedback> => {
      const result = await mutate({ variables: { id, adminResponse } });
      if (!result.data) throw new Error('The response was not saved');
      return result.data.answerFeedback;
    },
    [mutate],
  );
  return { answerFeedback, saving: loading };
}
