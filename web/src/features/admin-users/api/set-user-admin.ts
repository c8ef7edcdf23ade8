import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { AdminUser } from './admin-users.ts';

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
export function useSetUserAdmin() {
  const [mutate, { loading }] = useMutation(SET_USER_ADMIN_MUTATION);
  const setUserAdmin = useCallback(
    async (id: number, isAdmin: boolean): Promise<AdminUser> => {
      const result = await mutate({ variables: { id, isAdmin } });
      if (!result.data) throw new Error("The user's role was not changed");
      return result.data.setUserAdmin;
    },
    [mutate],
  );
  return { setUserAdmin, changingRole: loading };
}
