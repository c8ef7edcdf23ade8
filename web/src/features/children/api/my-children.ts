import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { ChildProfileFieldsFragment } from '../../../gql/graphql.ts';

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
    calendarUrl
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
export const useMyChildren = () => useQueryAnswer(MY_CHILDREN_QUERY, (data) => data.myChildren);
