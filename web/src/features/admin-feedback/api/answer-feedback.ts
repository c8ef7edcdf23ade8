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
export const useAnswerFeedback = () => useMutationAnswer(ANSWER_FEEDBACK_MUTATION, (data) => data.answerFeedback, 'The response was not saved');
