import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CURRENT_USER_FIELDS } from '../../../lib/current-user.ts';
import type { AdminUser } from './admin-users.ts';

const SET_USER_ADMIN_MUTATION: TypedDocumentNode<{ setUserAdmin: AdminUser }, { id: number; isAdmin: boolean }> = gql`
  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {
    setUserAdmin(id: $id, isAdmin: $isAdmin) {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;

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
