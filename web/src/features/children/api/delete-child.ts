import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const DELETE_CHILD_MUTATION = graphql(`
  mutation DeleteChild($id: Int!) {
    deleteChild(id: $id)
  }
`);

/** Removes a child; evicts that ChildProfile, so MyChildren drops it without a refetch. */
export const useDeleteChild = () =>
  useMutationAnswer(DELETE_CHILD_MUTATION, (data) => data.deleteChild, 'The child was not removed', {
    update(cache, _result, { variables }) {
      cache.evict({ id: cache.identify({ __typename: 'ChildProfile', id: variables?.id }) });
      cache.gc();
    },
  });
