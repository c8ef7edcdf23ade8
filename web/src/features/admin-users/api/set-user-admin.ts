import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

const SET_USER_ADMIN_MUTATION = graphql(`
  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {
    setUserAdmin(id: $id, isAdmin: $isAdmin) {
      ...CurrentUserFields
    }
  }
`);

/**
 * Makes a user an administrator or a regular user again (administrators only; nobody removes their
 * own role and the last administrator stays). The answer updates that cached User, so its badge
 * and actions change in the list.
 */
export const useSetUserAdmin = () => useMutationAnswer(SET_USER_ADMIN_MUTATION, (data) => data.setUserAdmin, "The user's role was not changed");
