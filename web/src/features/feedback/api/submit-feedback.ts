import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { MY_FEEDBACK_QUERY } from './my-feedback.ts';

/** POST /api/feedback's payload (parent-app.md section 7): subject is sent as empty text. */
export interface FeedbackInput {
  category: string;
  rating: number;
  date: string | null;
  subject: string;
  message: string;
}

const SUBMIT_FEEDBACK_MUTATION = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
    }
  }
`);

/** Sends the parent's feedback; refetches MyFeedback (the history) before resolving. */
export function useSubmitFeedback() {
  const [mutate, { loading }] = useMutation(SUBMIT_FEEDBACK_MUTATION, { refetchQueries: [MY_FEEDBACK_QUERY], awaitRefetchQueries: true });
  const submitFeedback = useCallback(
    async (input: FeedbackInput): Promise<void> => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
  return { submitFeedback, submitting: loading };
}
