import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const UPDATE_CHILD_MUTATION = graphql(`
  mutation UpdateChild($id: Int!, $input: ChildInput!) {
    updateChild(id: $id, input: $input) {
      ...ChildProfileFields
    }
  }
`);

/** Changes a child; the normalized cache updates that ChildProfile wherever it is shown. */
export const useUpdateChild = () => useMutationAnswer(UPDATE_CHILD_MUTATION, (data) => data.updateChild, 'The child was not updated');
