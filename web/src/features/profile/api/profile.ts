import { useQuery } from '@apollo/client/react';
import { ProfileDetailsDocument, UpdateProfileDocument } from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/** The account's current details, fetched fresh when the profile screen opens (also refreshes the session's user). */
export function useProfileDetails() {
  const { data, loading, error } = useQuery(ProfileDetailsDocument, { fetchPolicy: 'cache-and-network' });
  return { user: data?.me ?? null, loading: loading && !data, error };
}

/** Saves the account details; the normalized cache updates the signed-in user everywhere (header, home). */
export const useUpdateProfile = mutationHook(UpdateProfileDocument, 'updateProfile', 'The profile was not updated');
