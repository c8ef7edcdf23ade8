import { useCallback } from 'react';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

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
  const [run, saving] = useMutationAnswer(ANSWER_FEEDBACK_MUTATION, (data) => data.answerFeedback, 'The response was not saved');
  const answerFeedback = useCallback((id: number, adminResponse: string) => run({ id, adminResponse }), [run]);
  return { answerFeedback, saving };
}
