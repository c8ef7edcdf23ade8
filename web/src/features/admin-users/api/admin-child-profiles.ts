import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { AdminChildProfilesQuery } from '../../../gql/graphql.ts';

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
export const useAdminChildProfiles = () =>
  useQueryAnswer(ADMIN_CHILD_PROFILES_QUERY, (data) => data.adminChildProfiles, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
