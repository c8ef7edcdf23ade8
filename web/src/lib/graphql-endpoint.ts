import { env } from '../config/env.ts';

/**
 * How the app speaks to the gateway's GraphQL endpoint, the same from both of its clients (the light
 * one of a signed-out first visit, light-client.ts, and Apollo Client, apollo-client.ts).
 */
export const GRAPHQL_URL = env.graphqlUrl;

/**
 * Sent with every operation: Apollo Server's CSRF check for GET, which a cross-site <img> or form
 * cannot send. Queries go as GET so the service worker can keep the last answers of the weeks' menu
 * and the schedule for offline use (the Cache API stores GET only).
 */
export const GRAPHQL_HEADERS: Readonly<Record<string, string>> = { 'apollo-require-preflight': 'true' };

/** Spec section 9: only the current-user query is retried, up to 3 times, never on a 401. */
export const SESSION_RETRY = { operationName: 'CurrentUser', attempts: 4, initialDelayMs: 300, maxDelayMs: 2000 } as const;
