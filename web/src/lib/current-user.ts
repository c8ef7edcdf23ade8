import { graphql } from '../gql/gql.ts';
import type { CurrentUserFieldsFragment } from '../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/**
 * The session, shared by every layer (bulletproof-react keeps it in lib/ for the same
 * reason): the header, the route guards and several features need the signed-in user.
 */
export type CurrentUser = CurrentUserFieldsFragment;

/** The user fields every operation that answers a User asks for, so the cache stays whole. */
export const CURRENT_USER_FIELDS = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    email
    fullName
    phone
    isAdmin
    createdAt
  }
`);

export const CURRENT_USER_QUERY = graphql(`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`);

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer about the session has arrived. */
  loading: boolean;
}

/** The signed-in user, or null. A failed fetch counts as signed out (spec section 8). */
export function useCurrentUser(): CurrentUserState {
  const { data, loading, error } = useQuery(CURRENT_USER_QUERY);
  const user = error ? null : (data?.me ?? null);
  return { user, loading: loading && !data };
}
