import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import type { profileSchema } from '@lunchbox/domain/identity-schemas';
import { type CurrentUser } from '../../../lib/current-user.ts';

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
  const [mutate, { loading }] = useMutation(UPDATE_PROFILE_MUTATION);
  const updateProfile = useCallback(
    async (id: number, input: ProfileValues): Promise<CurrentUser> => {
      const result = await mutate({ variables: { id, input } });
      if (!result.data) throw new Error('The profile was not updated');
      return result.data.updateProfile;
    },
    [mutate],
  );
  return { updateProfile, saving: loading };
}
