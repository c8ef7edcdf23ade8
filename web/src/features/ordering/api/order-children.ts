import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** What the order form needs of a child profile: the child fills school, grade and section. */
export interface OrderChild {
  __typename?: 'ChildProfile';
  id: number;
  name: string;
  school: string;
  grade: string;
  teacher: string;
}

const ORDER_CHILDREN_QUERY: TypedDocumentNode<{ myChildren: OrderChild[] }, Record<string, never>> = gql`
  query OrderFormChildren {
    myChildren {
      id
      name
      school
      grade
      teacher
    }
  }
`;

/** The signed-in parent's children, to choose whom the lunches are for. */
export function useOrderChildren() {
  const { data, loading, error, refetch } = useQuery(ORDER_CHILDREN_QUERY);
  return { children: data?.myChildren ?? [], loading: loading && !data, error, refetch };
}
