import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { ADMIN_CHILD_PROFILES_QUERY } from './admin-child-profiles.ts';
import { evictRootFields } from '../../../lib/evict-root-fields.ts';

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
export const useDeleteUser = () =>
  useMutationAnswer(DELETE_USER_MUTATION, (data) => data.deleteUser, 'The user was not deleted', {
    update(cache, _result, { variables }) {
      const id = variables?.id;
      cache.updateQuery({ query: ADMIN_CHILD_PROFILES_QUERY }, (data) =>
        data ? { adminChildProfiles: data.adminChildProfiles.filter((child) => child.userId !== id) } : data,
      );
      cache.evict({ id: cache.identify({ __typename: 'User', id }) });
      evictRootFields(cache, 'adminStats', 'adminOrders');
    },
  });
