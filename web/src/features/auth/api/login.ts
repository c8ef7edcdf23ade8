import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import type { loginSchema } from '@lunchbox/domain/identity-schemas';
import { type CurrentUser } from '../../../lib/current-user.ts';

type LoginValues = z.output<typeof loginSchema>;

const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Signs in; the gateway sets the session cookie. The caller then starts the session (clears the cache). */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LOGIN_MUTATION);
  const login = async (values: LoginValues): Promise<CurrentUser> => {
    const result = await mutate({ variables: { input: values } });
    if (!result.data) throw new Error('Login answered without a user');
    return result.data.login;
  };
  return { login, loading };
}
