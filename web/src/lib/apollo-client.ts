import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { fetchTakingFirstAnswers } from './early-answers.ts';
import { GRAPHQL_HEADERS, GRAPHQL_URL, SESSION_RETRY } from './graphql-endpoint.ts';

/** `fetch` takes over the answers the entry asked for as the page started (early-answers.ts); the build passes a recorder. */
export function createApolloClient({ fetch = fetchTakingFirstAnswers }: { fetch?: typeof globalThis.fetch } = {}): ApolloClient {
  const retryCurrentUser = new RetryLink({
    delay: { initial: SESSION_RETRY.initialDelayMs, max: SESSION_RETRY.maxDelayMs, jitter: true },
    attempts: {
      max: SESSION_RETRY.attempts,
      retryIf: (error, operation) => {
        if (operation.operationName !== SESSION_RETRY.operationName) return false;
        const status = (error as { statusCode?: unknown }).statusCode;
        return status !== 401;
      },
    },
  });

  // Queries as GET, with the CSRF header (graphql-endpoint.ts).
  const http = new HttpLink({ uri: GRAPHQL_URL, credentials: 'include', useGETForQueries: true, headers: { ...GRAPHQL_HEADERS }, fetch });

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
