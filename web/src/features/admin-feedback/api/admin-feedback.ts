import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { AdminFeedbackFieldsFragment } from '../../../gql/graphql.ts';

/** Feedback as the administrators' list shows it (admin-area.md section 3). */
export type AdminFeedback = AdminFeedbackFieldsFragment;

export const ADMIN_FEEDBACK_FIELDS = graphql(`
  fragment AdminFeedbackFields on Feedback {
    userName
    ...FeedbackFields
  }
`);

export const ADMIN_FEEDBACK_QUERY = graphql(`
  query AdminFeedback {
    adminFeedback {
      ...AdminFeedbackFields
    }
  }
`);

/** Everyone's feedback, newest first (administrators only); a saved response updates its entry in the cache. */
export const useAdminFeedback = () => useQueryAnswer(ADMIN_FEEDBACK_QUERY, (data) => data.adminFeedback);
