import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@lunchbox/domain/identity-schemas';

type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Sets a new password with an e-mailed token. Touches no cached data (the user is signed out). */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(RESET_PASSWORD_MUTATION);
  const resetPassword = async (values: ResetPasswordValues): Promise<void> => {
    await mutate({ variables: { input: values } });
  };
  return { resetPassword, loading };
}
