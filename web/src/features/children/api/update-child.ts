import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ChildInput } from './add-child.ts';
import { CHILD_PROFILE_FIELDS, type ChildProfile } from './my-children.ts';

const UPDATE_CHILD_MUTATION: TypedDocumentNode<{ updateChild: ChildProfile }, { id: number; input: Partial<ChildInput> }> = gql`
  mutation UpdateChild($id: Int!, $input: ChildInput!) {
    updateChild(id: $id, input: $input) {
      ...ChildProfileFields
    }
  }
  ${CHILD_PROFILE_FIELDS}
`;

/** Changes a child; the normalized cache updates that ChildProfile wherever it is shown. */
export function useUpdateChild() {
  const [mutate, { loading }] = useMutation(UPDATE_CHILD_MUTATION);
  const updateChild = useCallback(
    async (id: number, input: Partial<ChildInput>): Promise<ChildProfile> => {
      const result = await mutate({ variables: { id, input } });
      if (!result.data) throw new Error('The child was not updated');
      return result.data.updateChild;
    },
    [mutate],
  );
  return { updateChild, updating: loading };
}
