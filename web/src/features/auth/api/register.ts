import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import type { registerSchema } from '@lunchbox/domain/identity-schemas';
import { type CurrentUser } from '../../../lib/current-user.ts';

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
  const [mutate, { loading }] = useMutation(REGISTER_MUTATION);
  const register = async (values: RegisterValues): Promise<CurrentUser> => {
    const result = await mutate({ variables: { input: values } });
    if (!result.data) throw new Error('Registration answered without a user');
    return result.data.register;
  };
  return { register, loading };
}
