import { graphql } from '../../../gql/gql.ts';
import { useQuery } from '@apollo/client/react';

const PROFILE_DETAILS_QUERY = graphql(`
  query ProfileDetails {
    me {
      ...CurrentUserFields
    }
  }
`);

/** The account's current details, fetched fresh when the profile screen opens (also refreshes the session's user). */
export function useProfileDetails() {
  const { data, loading, error } = useQuery(PROFILE_DETAILS_QUERY, { fetchPolicy: 'cache-and-network' });
  return { user: data?.me ?? null, loading: loading && !data, error };
}
