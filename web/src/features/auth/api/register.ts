import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Creates the account and signs it in. The caller then starts the session (clears the cache). */
export const useRegister = () => useMutationAnswer(REGISTER_MUTATION, (data) => data.register, 'Registration answered without a user');
