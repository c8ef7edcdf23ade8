import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import { MY_CHILDREN_QUERY } from './my-children.ts';

export interface ChildInput {
  name: string;
  school: string;
  grade: string;
  teacher: string;
  preferredLunchOptions?: string[];
  /** Canonical allergen names; ordering refuses a dish that contains one. */
  allergies?: string[];
  /** Canonical diet tags; a dish without one is a warning. */
  diets?: string[];
}

const ADD_CHILD_MUTATION = graphql(`
  mutation AddChild($input: ChildInput!) {
    addChild(input: $input) {
      ...ChildProfileFields
    }
  }
`);

/** Adds a child to the signed-in parent; refreshes MyChildren before resolving. */
export const useAddChild = () =>
  useMutationAnswer(ADD_CHILD_MUTATION, (data) => data.addChild, 'The child was not added', {
    refetchQueries: [MY_CHILDREN_QUERY],
    awaitRefetchQueries: true,
  });
