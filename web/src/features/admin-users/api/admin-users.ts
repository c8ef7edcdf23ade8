import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import { type CurrentUser } from '../../../lib/current-user.ts';

/** A user as the Users tab lists them (admin-area.md section 3, User). */
export type AdminUser = CurrentUser;

export const ADMIN_USERS_QUERY = graphql(`
  query AdminUsers {
    adminUsers {
      ...CurrentUserFields
    }
  }
`);

/**
 * Every user (administrators only). Asked from the server each time the Users tab opens, so
 * newly registered parents appear; role changes, edits and deletions update the cached list.
 */
export const useAdminUsers = () =>
  useQueryAnswer(ADMIN_USERS_QUERY, (data) => data.adminUsers, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
