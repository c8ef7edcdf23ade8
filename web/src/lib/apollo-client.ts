import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { env } from '../config/env.ts';

/** Only the current-user query is retried (spec section 9: up to 3 times, never on a 401). */
const CURRENT_USER_OPERATION = 'CurrentUser';

export function createApolloClient(): ApolloClient {
  const retryCurrentUser = new RetryLink({
    delay: { initial: 300, max: 2000, jitter: true },
    attempts: {
      max: 4,
      retryIf: (error, operation) => {
        if (operation.operationName !== CURRENT_USER_OPERATION) return false;
        const status = (error as { statusCode?: unknown }).statusCode;
        return status !== 401;
      },
    },
  });

  // Queries go as GET so the service worker can keep the last answers of the weeks' menu and the
  // schedule for offline use (the Cache API stores GET only); the header is Apollo Server's CSRF
  // check for GET, which a cross-site <img> or form cannot send.
  const http = new HttpLink({ uri: env.graphqlUrl, credentials: 'include', useGETForQueries: true, headers: { 'apollo-require-preflight': 'true' } });

  return new ApolloClient({
    link: ApolloLink.from([retryCurrentUser, http]),
    // The cart asks for the credit's balance, the order history for balance and entries: one answer, merged.
    cache: new InMemoryCache({ typePolicies: { MyCredit: { merge: true } } }),
    // Spec section 9: data is never considered stale and nothing refetches on its own.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
