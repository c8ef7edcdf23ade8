import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CHILD_PROFILE_FIELDS, MY_CHILDREN_QUERY, type ChildProfile } from './my-children.ts';

export interface ChildInput {
  name: string;
  school: string;
  grade: string;
  teacher: string;
  preferredLunchOptions?: string[];
}

const ADD_CHILD_MUTATION: TypedDocumentNode<{ addChild: ChildProfile }, { input: ChildInput }> = gql`
  mutation AddChild($input: ChildInput!) {
    addChild(input: $input) {
      ...ChildProfileFields
    }
  }
  ${CHILD_PROFILE_FIELDS}
`;

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
