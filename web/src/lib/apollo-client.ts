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

  const http = new HttpLink({ uri: env.graphqlUrl, credentials: 'include' });

  return new ApolloClient({
    link: ApolloLink.from([retryCurrentUser, http]),
    cache: new InMemoryCache(),
    // Spec section 9: data is never considered stale and nothing refetches on its own.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
