import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { PublicUser } from '@lunchbox/contracts/users';

/**
 * The session, shared by every layer (bulletproof-react keeps it in lib/ for the same
 * reason): the header, the route guards and several features need the signed-in user.
 */
export type CurrentUser = PublicUser & { __typename?: 'User' };

/** The user fields every operation that answers a User asks for, so the cache stays whole. */
export const CURRENT_USER_FIELDS = gql`
  fragment CurrentUserFields on User {
    id
    username
    email
    fullName
    phone
    isAdmin
    createdAt
  }
`;

export const CURRENT_USER_QUERY: TypedDocumentNode<{ me: CurrentUser | null }, Record<string, never>> = gql`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;

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
