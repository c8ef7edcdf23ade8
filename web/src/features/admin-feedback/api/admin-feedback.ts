import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** Feedback as the administrators' list shows it (admin-area.md section 3). */
export interface AdminFeedback {
  __typename?: 'Feedback';
  id: number;
  userName: string;
  /** 'general' or 'specific'. */
  category: string;
  rating: number;
  /** 'YYYY-MM-DD' for a specific issue, else null. */
  date: string | null;
  subject: string;
  message: string;
  /** pending, reviewed or resolved. */
  status: string;
  adminResponse: string | null;
  /** ISO date-time. */
  responseDate: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export const ADMIN_FEEDBACK_FIELDS = gql`
  fragment AdminFeedbackFields on Feedback {
    id
    userName
    category
    rating
    date
    subject
    message
    status
    adminResponse
    responseDate
    createdAt
  }
`;

export const ADMIN_FEEDBACK_QUERY: TypedDocumentNode<{ adminFeedback: AdminFeedback[] }, Record<string, never>> = gql`
  query AdminFeedback {
    adminFeedback {
      ...AdminFeedbackFields
    }
  }
  ${ADMIN_FEEDBACK_FIELDS}
`;

/** Everyone's feedback, newest first (administrators only); a saved response updates its entry in the cache. */
export function useAdminFeedback() {
  const { data, loading, error, refetch } = useQuery(ADMIN_FEEDBACK_QUERY);
  return { feedback: data?.adminFeedback ?? [], loading: loading && !data, error, refetch };
}
