import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';

const DELETE_CHILD_MUTATION = graphql(`
  mutation DeleteChild($id: Int!) {
    deleteChild(id: $id)
  }
`);

/** Removes a child; evicts that ChildProfile, so MyChildren drops it without a refetch. */
export function useDeleteChild() {
  const [mutate, { loading }] = useMutation(DELETE_CHILD_MUTATION);
  const deleteChild = useCallback(
    async (id: number): Promise<void> => {
      await mutate({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ChildProfile', id }) });
          cache.gc();
        },
      });
    },
    [mutate],
  );
  return { deleteChild, deleting: loading };
}
