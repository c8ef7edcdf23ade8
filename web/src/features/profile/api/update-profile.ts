import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import type { profileSchema } from '@lunchbox/domain/identity-schemas';
import { CURRENT_USER_FIELDS, type CurrentUser } from '../../../lib/current-user.ts';

type ProfileValues = z.output<typeof profileSchema>;

const UPDATE_PROFILE_MUTATION: TypedDocumentNode<{ updateProfile: CurrentUser }, { id: number; input: ProfileValues }> = gql`
  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;

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
