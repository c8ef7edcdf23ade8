import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { MyFeedbackQuery } from '../../../gql/graphql.ts';

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
export const useMyFeedback = () => useQueryAnswer(MY_FEEDBACK_QUERY, (data) => data.myFeedback);
