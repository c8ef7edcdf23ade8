import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
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
export const useSubmitFeedback = () =>
  useMutationAnswer(SUBMIT_FEEDBACK_MUTATION, (data) => data.submitFeedback, 'The feedback was not sent', {
    refetchQueries: [MY_FEEDBACK_QUERY],
    awaitRefetchQueries: true,
  });
