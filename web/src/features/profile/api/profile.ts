import { useQuery } from '@apollo/client/react';
import { UpdateProfileDocument } from '../../../gql/graphql.ts';
import { CURRENT_USER_QUERY } from '../../../lib/current-user.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/** The account's current details: the session's own query, fetched fresh when the profile screen opens (so the header's user refreshes too). */
export function useProfileDetails() {
  const { data, loading, error } = useQuery(CURRENT_USER_QUERY, { fetchPolicy: 'cache-and-network' });
  return { user: data?.me ?? null, loading: loading && !data, error };
}

/** Saves the account details; the normalized cache updates the signed-in user everywhere (header, home). */
export const useUpdateProfile = mutationHook(UpdateProfileDocument, 'updateProfile', 'The profile was not updated');
