import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { ChildInput } from './add-child.ts';
import { type ChildProfile } from './my-children.ts';

const UPDATE_CHILD_MUTATION = graphql(`
  mutation UpdateChild($id: Int!, $input: ChildInput!) {
    updateChild(id: $id, input: $input) {
      ...ChildProfileFields
    }
  }
`);

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
