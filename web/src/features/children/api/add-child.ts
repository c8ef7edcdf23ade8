import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { MY_CHILDREN_QUERY, type ChildProfile } from './my-children.ts';

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
export function useAddChild() {
  const [mutate, { loading }] = useMutation(ADD_CHILD_MUTATION, {
    refetchQueries: [MY_CHILDREN_QUERY],
    awaitRefetchQueries: true,
  });
  const addChild = useCallback(
    async (input: ChildInput): Promise<ChildProfile> => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw new Error('The child was not added');
      return result.data.addChild;
    },
    [mutate],
  );
  return { addChild, adding: loading };
}
