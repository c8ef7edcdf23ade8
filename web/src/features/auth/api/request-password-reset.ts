import { graphql } from '../../../gql/gql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a reset e-mail. The answer is the same whether or not the address is known. Touches no cached data. */
export const useRequestPasswordReset = () =>
  useMutationAnswer(REQUEST_PASSWORD_RESET_MUTATION, (data) => data.requestPasswordReset, 'The reset e-mail was not requested');
