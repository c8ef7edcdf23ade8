import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';

const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a reset e-mail. The answer is the same whether or not the address is known. Touches no cached data. */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const requestPasswordReset = async (email: string): Promise<void> => {
    await mutate({ variables: { email } });
  };
  return { requestPasswordReset, loading };
}
