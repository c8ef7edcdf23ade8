import { graphql } from '../../../gql/gql.ts';
import type { AdminChildProfilesQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** A child profile as the Users tab shows it (admin-area.md section 3, ChildProfile). */
export type AdminChildProfile = AdminChildProfilesQuery['adminChildProfiles'][number];

export const ADMIN_CHILD_PROFILES_QUERY = graphql(`
  query AdminChildProfiles {
    adminChildProfiles {
      id
      userId
      name
      school
      grade
    }
  }
`);

/** Every child profile (administrators only), asked each time the Users tab opens; a user's deletion drops theirs. */
export function useAdminChildProfiles() {
  const { data, loading, error, refetch } = useQuery(ADMIN_CHILD_PROFILES_QUERY, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { childProfiles: data?.adminChildProfiles ?? [], loading: loading && !data, error, refetch };
}
