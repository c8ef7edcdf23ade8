import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import { ADMIN_CHILD_PROFILES_QUERY } from './admin-child-profiles.ts';

const DELETE_USER_MUTATION = graphql(`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);

/**
 * Deletes a user with their child profiles, orders and feedback (administrators only; never an
 * administrator). Drops the user and their children from the cached lists, and evicts the overview
 * counters and the cached day orders, which ask again when next shown.
 */
export function useDeleteUser() {
  const [mutate, { loading }] = useMutation(DELETE_USER_MUTATION);
  const deleteUser = useCallback(
    async (id: number): Promise<void> => {
      await mutate({
        variables: { id },
        update(cache) {
          cache.updateQuery({ query: ADMIN_CHILD_PROFILES_QUERY }, (data) =>
            data ? { adminChildProfiles: data.adminChildProfiles.filter((child) => child.userId !== id) } : data,
          );
          cache.evict({ id: cache.identify({ __typename: 'User', id }) });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminOrders' });
          cache.gc();
        },
      });
    },
    [mutate],
  );
  return { deleteUser, deleting: loading };
}
