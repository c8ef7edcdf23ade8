import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the session on the server; the gateway clears the cookie. See useSignOut for the cache. */
export const useLogoutMutation = () => useMutationAnswer(LOGOUT_MUTATION, (data) => data.logout, 'The session was not ended');
