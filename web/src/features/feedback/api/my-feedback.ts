import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A parent's feedback as the history shows it (parent-app.md section 3). */
export interface MyFeedback {
  __typename?: 'Feedback';
  id: number;
  /** 'general' or 'specific'. */
  category: string;
  /** 0.5 to 5 in steps of 0.5. */
  rating: number;
  /** 'YYYY-MM-DD' for a specific issue, else null. */
  date: string | null;
  subject: string;
  message: string;
  /** pending, reviewed or resolved. */
  status: string;
  adminResponse: string | null;
  /** ISO date-time of the response. */
  responseDate: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export const MY_FEEDBACK_QUERY: TypedDocumentNode<{ myFeedback: MyFeedback[] }, Record<string, never>> = gql`
  query MyFeedback {
    myFeedback {
      id
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
  }
`;

/** The signed-in parent's feedback, newest first ('Your Feedback History'); refetched after a submission. */
export function useMyFeedback() {
  const { data, loading, error, refetch } = useQuery(MY_FEEDBACK_QUERY);
  return { feedback: data?.myFeedback ?? [], loading: loading && !data, error, refetch };
}
