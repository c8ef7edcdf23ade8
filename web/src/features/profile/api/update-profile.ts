import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Saves the account details; the normalized cache updates the signed-in user everywhere (header, home). */
export const useUpdateProfile = () => useMutationAnswer(UPDATE_PROFILE_MUTATION, (data) => data.updateProfile, 'The profile was not updated');
