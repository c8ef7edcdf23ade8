import { useCallback } from 'react';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { z } from 'zod';
import type { profileSchema } from '@lunchbox/domain/identity-schemas';

type ProfileValues = z.output<typeof profileSchema>;

const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Saves the account details; the normalized cache updates the signed-in user everywhere (header, home). */
export function useUpdateProfile() {
  const [run, saving] = useMutationAnswer(UPDATE_PROFILE_MUTATION, (data) => data.updateProfile, 'The profile was not updated');
  const updateProfile = useCallback((id: number, input: ProfileValues) => run({ id, input }), [run]);
  return { updateProfile, saving };
}
