import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';

const DELETE_MENU_ITEM_MUTATION = graphql(`
  mutation DeleteWeeklyMenuItem($id: Int!) {
    deleteWeeklyMenuItem(id: $id) {
      id
    }
  }
`);

/**
 * Deletes one menu item record and evicts it from the cache. The caller runs
 * `useRefreshMenuData` once every instance of a group is deleted.
 */
export function useDeleteMenuItem() {
  const [mutate] = useMutation(DELETE_MENU_ITEM_MUTATION);
  return useCallback(
    async (id: number): Promise<void> => {
      await mutate({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'WeeklyMenuItem', id }) });
        },
      });
    },
    [mutate],
  );
}
