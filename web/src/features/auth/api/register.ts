import { graphql } from '../../../gql/gql.ts';
import { useCallback } from 'react';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import type { z } from 'zod';
import type { registerSchema } from '@lunchbox/domain/identity-schemas';

type RegisterValues = z.output<typeof registerSchema>;

const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Creates the account and signs it in. The caller then starts the session (clears the cache). */
export function useRegister() {
  const [run, loading] = useMutationAnswer(REGISTER_MUTATION, (data) => data.register, 'Registration answered without a user');
  const register = useCallback((values: RegisterValues) => run({ input: values }), [run]);
  return { register, loading };
}
