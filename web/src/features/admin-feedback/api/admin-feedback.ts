import { graphql } from '../../../gql/gql.ts';
import type { AdminFeedbackFieldsFragment } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

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
export function useAdminFeedback() {
  const { data, loading, error, refetch } = useQuery(ADMIN_FEEDBACK_QUERY);
  return { feedback: data?.adminFeedback ?? [], loading: loading && !data, error, refetch };
}
