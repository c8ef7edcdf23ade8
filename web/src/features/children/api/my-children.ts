import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface ChildProfile {
  __typename?: 'ChildProfile';
  id: number;
  userId: number;
  name: string;
  school: string;
  grade: string;
  /** Shown as 'Section/Cohort'. */
  teacher: string;
  preferredLunchOptions: string[];
}

export const CHILD_PROFILE_FIELDS = gql`
  fragment ChildProfileFields on ChildProfile {
    id
    userId
    name
    school
    grade
    teacher
    preferredLunchOptions
  }
`;

export const MY_CHILDREN_QUERY: TypedDocumentNode<{ myChildren: ChildProfile[] }, Record<string, never>> = gql`
  query MyChildren {
    myChildren {
      ...ChildProfileFields
    }
  }
  ${CHILD_PROFILE_FIELDS}
`;

/** The signed-in parent's children. */
export function useMyChildren() {
  const { data, loading, error, refetch } = useQuery(MY_CHILDREN_QUERY);
  return { children: data?.myChildren ?? [], loading: loading && !data, error, refetch };
}
