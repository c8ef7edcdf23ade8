import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

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
export const useAdminUpdateUser = () => useMutationAnswer(ADMIN_UPDATE_USER_MUTATION, (data) => data.adminUpdateUser, 'The user was not updated');
