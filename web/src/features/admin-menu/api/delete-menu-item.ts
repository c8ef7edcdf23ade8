import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

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
export const useDeleteMenuItem = () =>
  useMutationAnswer(DELETE_MENU_ITEM_MUTATION, (data) => data.deleteWeeklyMenuItem, 'The menu item was not deleted', {
    update(cache, _result, { variables }) {
      cache.evict({ id: cache.identify({ __typename: 'WeeklyMenuItem', id: variables?.id }) });
    },
  });
