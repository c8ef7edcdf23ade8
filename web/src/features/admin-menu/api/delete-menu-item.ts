import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

const DELETE_MENU_ITEM_MUTATION: TypedDocumentNode<{ deleteWeeklyMenuItem: { __typename?: 'WeeklyMenuItem'; id: number } }, { id: number }> = gql`
  mutation DeleteWeeklyMenuItem($id: Int!) {
    deleteWeeklyMenuItem(id: $id) {
      id
    }
  }
`;

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
