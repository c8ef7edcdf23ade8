import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { ADMIN_FEEDBACK_FIELDS, type AdminFeedback } from './admin-feedback.ts';

const ANSWER_FEEDBACK_MUTATION: TypedDocumentNode<{ answerFeedback: AdminFeedback }, { id: number; adminResponse: string }> = gql`
  mutation AnswerFeedback($id: Int!, $adminResponse: String) {
    answerFeedback(id: $id, adminResponse: $adminResponse) {
      ...AdminFeedbackFields
    }
  }
  ${ADMIN_FEEDBACK_FIELDS}
`;

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
