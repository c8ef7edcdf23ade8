import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Sets a new password with an e-mailed token. Touches no cached data (the user is signed out). */
export const useResetPassword = () => useMutationAnswer(RESET_PASSWORD_MUTATION, (data) => data.resetPassword, 'The password was not reset');
