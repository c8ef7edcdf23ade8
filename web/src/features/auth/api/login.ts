import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Signs in; the gateway sets the session cookie. The caller then starts the session (clears the cache). */
export const useLogin = () => useMutationAnswer(LOGIN_MUTATION, (data) => data.login, 'Login answered without a user');
