import { graphql } from '../../../gql/gql.ts';
import type { MyFeedbackQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** A parent's feedback as the history shows it (parent-app.md section 3). */
export type MyFeedback = MyFeedbackQuery['myFeedback'][number];

export const MY_FEEDBACK_QUERY = graphql(`
  query MyFeedback {
    myFeedback {
      ...FeedbackFields
    }
  }
`);

/** The signed-in parent's feedback, newest first ('Your Feedback History'); refetched after a submission. */
export function useMyFeedback() {
  const { data, loading, error, refetch } = useQuery(MY_FEEDBACK_QUERY);
  return { feedback: data?.myFeedback ?? [], loading: loading && !data, error, refetch };
}
