import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CURRENT_USER_FIELDS, type CurrentUser } from '../../../lib/current-user.ts';

const PROFILE_DETAILS_QUERY: TypedDocumentNode<{ me: CurrentUser | null }, Record<string, never>> = gql`
  query ProfileDetails {
    me {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;

/** The account's current details, fetched fresh when the profile screen opens (also refreshes the session's user). */
export function useProfileDetails() {
  const { data, loading, error } = useQuery(PROFILE_DETAILS_QUERY, { fetchPolicy: 'cache-and-network' });
  return { user: data?.me ?? null, loading: loading && !data, error };
}
