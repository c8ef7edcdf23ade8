import { graphql } from '../../../gql/gql.ts';
import type { ChildProfileFieldsFragment } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

export type ChildProfile = ChildProfileFieldsFragment;

export const CHILD_PROFILE_FIELDS = graphql(`
  fragment ChildProfileFields on ChildProfile {
    id
    userId
    name
    school
    grade
    teacher
    preferredLunchOptions
    allergies
    diets
  }
`);

export const MY_CHILDREN_QUERY = graphql(`
  query MyChildren {
    myChildren {
      ...ChildProfileFields
    }
  }
`);

/** The signed-in parent's children. */
export function useMyChildren() {
  const { data, loading, error, refetch } = useQuery(MY_CHILDREN_QUERY);
  return { children: data?.myChildren ?? [], loading: loading && !data, error, refetch };
}
