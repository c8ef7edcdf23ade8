import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';

const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the session on the server; the gateway clears the cookie. See useSignOut for the cache. */
export function useLogoutMutation() {
  const [mutate, { loading }] = useMutation(LOGOUT_MUTATION);
  const logout = async (): Promise<void> => {
    await mutate();
  };
  return { logout, loading };
}
