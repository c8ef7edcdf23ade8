import { useEffect } from 'react';
import { graphql } from '../gql/gql.ts';
import { useDataQuery } from './data-layer.ts';
import type { PublicUser } from '@lunchbox/contracts/users';

/**
 * The session, shared by every layer (bulletproof-react keeps it in lib/ for the same
 * reason): the header, the route guards and several features need the signed-in user.
 */
export type CurrentUser = PublicUser & { __typename?: 'User' };

/** The user fields every operation that answers a User asks for, so the cache stays whole. */
export const CURRENT_USER_FIELDS = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    email
    fullName
    phone
    isAdmin
    role
    schoolId
    language
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

/**
 * Whether this browser was signed in when the session was last asked about. Not a credential (the
 * server decides from its cookie, which scripts cannot read): it only spares a first-time or
 * signed-out visitor the wait for the session query before the page paints.
 */
const SIGNED_IN_HINT = 'lunchbox.signedIn';

/** Set by expectSession: the page itself says the browser has a session, whatever it remembers. */
let sessionExpected = false;

/**
 * The server sent the app's own page (index.html) where it draws the signed-out one for a browser
 * without a session (prerendered-page.ts), and no service worker answered in its stead: the browser
 * has a session cookie. Its first page waits for the session's answer, as for a browser that
 * remembers being signed in, rather than drawing the signed-out page first (a browser signed in
 * elsewhere than in this page's storage, or whose storage was cleared).
 */
export function expectSession(): void {
  sessionExpected = true;
}

export function wasSignedIn(): boolean {
  if (sessionExpected) return true;
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT) === 'yes';
  } catch {
    // Storage blocked: wait for the answer, as if signed in.
    return true;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT, 'yes');
    else window.localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage blocked: the next visit waits for the session answer, nothing worse.
  }
}

/**
 * The signed-in user, or null. A failed fetch counts as signed out (spec section 8). A browser that
 * was not signed in last time is shown the signed-out page at once (no spinner) while the session
 * is checked: should it be signed in after all, the page turns to the signed-in one when the answer
 * comes. `waitForServer` keeps `loading` true until that answer whatever the browser remembers
 * (the route guards, which would otherwise send a signed-in parent to /auth and back).
 */
export function useCurrentUser({ waitForServer = false }: { waitForServer?: boolean } = {}): CurrentUserState {
  const { data, loading, error } = useDataQuery(CURRENT_USER_QUERY);
  const user = error ? null : (data?.me ?? null);
  const signedIn = data ? data.me !== null : undefined;
  useEffect(() => {
    if (signedIn !== undefined) rememberSignedIn(signedIn);
  }, [signedIn]);
  return { user, loading: loading && !data && (waitForServer || wasSignedIn()) };
}
