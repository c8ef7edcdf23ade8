import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { AdminUser } from './admin-users.ts';

export interface AdminUserEdit {
  fullName: string;
  email: string;
  username: string;
}

const ADMIN_UPDATE_USER_MUTATION = graphql(`
  mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) {
    adminUpdateUser(id: $id, input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Changes a user's full name, e-mail and username (administrators only); the answer updates that cached User. */
export function useAdminUpdateUser() {
  const [mutate, { loading }] = useMutation(ADMIN_UPDATE_USER_MUTATION);
  const updateUser = useCallback(
    async (id: number, input: AdminUserEdit): Promise<AdminUser> => {
      const result = await mutate({ variables: { id, input } });
      if (!result.data) throw new Error('The user was not updated');
      return result.data.adminUpdateUser;
    },
    [mutate],
  );
  return { updateUser, updating: loading };
}
