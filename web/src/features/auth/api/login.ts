import { graphql } from '../../../gql/gql.ts';
import { useCallback } from 'react';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import type { z } from 'zod';
import type { loginSchema } from '@lunchbox/domain/identity-schemas';

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
  const [run, loading] = useMutationAnswer(LOGIN_MUTATION, (data) => data.login, 'Login answered without a user');
  const login = useCallback((values: LoginValues) => run({ input: values }), [run]);
  return { login, loading };
}
