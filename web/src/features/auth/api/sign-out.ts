import { LogoutDocument } from '../../../gql/graphql.ts';
import { mutationHook } from '../../../lib/operation-hooks.ts';

/*
 * Apart from the forms' operations (auth.ts): the shell's sign-out loads with every page, the
 * forms only with the sign-in screen, and a module travels whole in the chunk that needs it.
 */

/** Ends the session on the server; the gateway clears the cookie. See useSignOut for the cache. */
export const useLogoutMutation = mutationHook(LogoutDocument, 'logout', 'The session was not ended');
